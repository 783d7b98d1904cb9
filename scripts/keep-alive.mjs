/* global setInterval */
// Preloaded by the npm scripts that run TypeScript (node --import, before
// tsx): keeps the process alive while its modules load. Node 20 can end a
// process whose module loading waits on the loader thread when nothing else
// is pending, as if it were finished (exit code 13, nothing printed); this was
// seen beside a build, about once in twenty starts. The scripts end themselves
// with process.exit().
setInterval(() => {}, 1 << 30)
