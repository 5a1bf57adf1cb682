'use strict';
/** `--name value` and `--flag` options of a script's command line (no parser dependency for a handful of flags). */
function cliArgs(argv = process.argv.slice(2)) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const has = (flag) => argv.includes(`--${flag}`);
  return { argv, arg, has };
}

module.exports = { cliArgs };
