// First of the server's imports: an older Node.js stops here, with the line that says what to do.
import { requireRecentNode } from './node-version'

requireRecentNode()
