/**
 * Stops a script run (the build, the test suite) on a Node.js older than the
 * site needs, with the line that says what to do (src/server/node-version.ts).
 */
import { requireRecentNode } from '../src/server/node-version'

requireRecentNode()
