/**
 * zod as every schema of the shop uses it: its `mini` build, whose checks and wrappers are functions
 * (`z.optional(s)`, `s.check(z.trim(), z.minLength(1))`), so a bundle carries only those it calls.
 * The classic build's methods drag all of zod into every Lambda and every page that parses (about
 * 96 KB of each function). Issues a schema does not word get zod's English messages, as in the
 * classic build, which sets them when loaded.
 */
import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());

export * from 'zod/mini';
