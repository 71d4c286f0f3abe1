// The operator's command line: `create --slug rossi --name "Rossi" …` → positionals and `--flag value` options.
// A flag with no value after it (`--force`) is `true`.

export type ParsedArgs = { readonly positional: readonly string[]; readonly options: ReadonlyMap<string, string | true> };

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq > 0) {
        options.set(arg.slice(2, eq), arg.slice(eq + 1));
        continue;
      }
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        options.set(arg.slice(2), next);
        i++;
      } else options.set(arg.slice(2), true);
    } else positional.push(arg);
  }
  return { positional, options };
}

/** A string option, or undefined when absent or given without a value. */
export function option(args: ParsedArgs, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === 'string' ? v : undefined;
}

export const flag = (args: ParsedArgs, name: string): boolean => args.options.has(name);
