// One-off authoring aid: merges openapi/root.yaml and openapi/parts/*.yaml into openapi/api.yaml,
// refusing duplicate paths, tags or component names so parallel authors cannot overwrite each other.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

const root = parse(readFileSync('openapi/root.yaml', 'utf8'));
const partFiles = readdirSync('openapi/parts').filter((f) => f.endsWith('.yaml')).sort();
const problems = [];
for (const file of partFiles) {
  const part = parse(readFileSync(`openapi/parts/${file}`, 'utf8')) ?? {};
  for (const tag of part.tags ?? []) {
    if (root.tags.some((t) => t.name === tag.name)) problems.push(`${file}: tag ${tag.name} twice`);
    else root.tags.push(tag);
  }
  for (const [path, item] of Object.entries(part.paths ?? {})) {
    if (root.paths[path]) problems.push(`${file}: path ${path} twice`);
    else root.paths[path] = item;
  }
  for (const [section, entries] of Object.entries(part.components ?? {})) {
    root.components[section] ??= {};
    for (const [name, value] of Object.entries(entries)) {
      if (root.components[section][name]) problems.push(`${file}: components.${section}.${name} twice`);
      else root.components[section][name] = value;
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync('openapi/api.yaml', stringify(root, { lineWidth: 0, aliasDuplicateObjects: false }));
console.log(`merged ${partFiles.length} parts: ${Object.keys(root.paths).length} paths`);
