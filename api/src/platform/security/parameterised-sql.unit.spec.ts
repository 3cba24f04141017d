import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

// ── Parameterised SQL only ───────────────────────────────────────────────────
// Reads every source file of api, projections, cli and contracts (not tests) with the TypeScript parser and finds
// SQL text built from values: a template literal that reads like SQL and has ${…} in it, a '…' + x concatenation
// whose literal reads like SQL, and '${…}' spliced between quotes in a file that talks to PostgreSQL. Values go as
// $1, $2 … parameters. The only interpolations allowed are identifiers and fixed fragments listed below, each with
// the reason it cannot carry input; an entry nothing matches any more fails the test too (no stale exceptions).

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = ['api/src', 'projections/src', 'cli/src', 'contracts/src'];
const SQL = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE|ALTER|DROP|TRUNCATE|LISTEN|UNLISTEN|NOTIFY|COPY|WHERE|VALUES|RETURNING|ORDER BY|JOIN|SET)\b/;

/** A quote that opens an SQL string literal (after '(', ',', '=', a keyword, or alone), not one in a sentence. */
const SQL_QUOTE_OPENS = /(^|[(,=]\s*|\b(LIKE|IN|THEN|ELSE|WHEN)\s+)'$/;

interface Allowed {
  file: RegExp;
  expression: RegExp;
  why: string;
}

const ALLOWED: Allowed[] = [
  {
    file: /^api\/src\/access\/api-keys\.service\.ts$/,
    expression: /^KEY_COLUMNS$/,
    why: 'a constant column list declared in the same file',
  },
  {
    file: /^projections\/src\/webhook-endpoints\/webhook-endpoints\.queries\.ts$/,
    expression: /^COLUMNS$/,
    why: 'a constant column list declared in the same file',
  },
  {
    file: /^projections\/src\/address-book\/address-book\.queries\.ts$/,
    expression: /^(ADDRESSES|PRESETS)$/,
    why: 'constant statements declared in the same file (every value is a parameter)',
  },
  {
    file: /^projections\/src\/manifests\/manifests\.queries\.ts$/,
    expression: /^COLUMNS$/,
    why: 'a constant column list declared in the same file',
  },
  {
    file: /^projections\/src\/provider-accounts\/provider-accounts\.queries\.ts$/,
    expression: /^COLUMNS$/,
    why: 'a constant column list declared in the same file',
  },
  {
    file: /^projections\/src\/shipments\/shipments\.queries\.ts$/,
    expression: /^n$/,
    why: 'the list filters: n is the placeholder `$<k>` of the value just pushed onto the parameters',
  },
  {
    file: /^projections\/src\/keyset\.ts$/,
    expression:
      /^(query\.select|query\.from|keyColumns|values\.length|where\.map\(\(w\) => `\(\$\{w\}\)`\)\.join\(' AND '\)|where\.length \? `WHERE \$\{where\.map\(\(w\) => `\(\$\{w\}\)`\)\.join\(' AND '\)\}` : ''|query\.key\.map\(\(k\) => `\$\{k\.column\} \$\{direction\.toUpperCase\(\)\}`\)\.join\(', '\))$/,
    why: "keysetPage(): the select list, FROM, conditions and key columns are each caller's constant fragments (conditions carry $n placeholders), the direction is asc or desc, and every value (the previous page's key, the limit) is a parameter",
  },
  {
    file: /^projections\/src\/[\w-]+\/[\w-]+\.projection\.ts$/,
    expression: /^t\.\w+$/,
    why: "a projection's table map: the runner hands each projection its own fixed table names (or their __next twins during a rebuild)",
  },
  {
    file: /^projections\/src\/(inquiries\/inquiries|tracking\/tracking)\.projection\.ts$/,
    expression: /^table$/,
    why: 'a helper of the projection, called with one of its t.<table> names',
  },
  {
    file: /^projections\/src\/inquiries\/inquiries\.projection\.ts$/,
    expression: /^sets$/,
    why: 'touch(): every caller passes a constant SET clause; the values in it are $4, $5 … parameters',
  },
  {
    file: /^projections\/src\/inquiries\/inquiries\.queries\.ts$/,
    expression: /^(ACTIVE|PRIORITY_ORDER)$/,
    why: 'constant SQL fragments declared in the same file',
  },
  {
    file: /^projections\/src\/inquiries\/inquiries\.queries\.ts$/,
    expression: /^NOT_OF\('\$\d'\)$/,
    why: 'a constant fragment of the same file with a fixed placeholder ($6): the owners left out go as that parameter',
  },
  {
    file: /^projections\/src\/autonomy\/autonomy\.queries\.ts$/,
    expression: /^options\.activeOnly \? "WHERE status = 'active'" : ''$/,
    why: 'chooses between two constant fragments',
  },
  {
    file: /^projections\/src\/autonomy\/autonomy\.queries\.ts$/,
    expression: /^(table|n|live|notOfOwners\('autonomy_queue'\)\('\$1'\))$/,
    why: "notOfOwners(): table is one of the file's constant table names, n the placeholder `$<k>` of the owners parameter; live and the queue's condition are built from those with fixed placeholders",
  },
  {
    file: /^projections\/src\/projection\.ts$/,
    expression: /^(table|names|conflict|columns\.map\(\(c\) => `\$\{c\.name\} \$\{c\.type\}`\)\.join\(', '\))$/,
    why: "bulkInsert(): table from a projection's table map, column names and types from its fixed column list, the ON CONFLICT clause a constant of the projection; the rows go as one $1 JSON parameter or through COPY",
  },
  {
    file: /^projections\/src\/projection\.ts$/,
    expression: /^(name|definition)$/,
    why: "addMissingColumns(): a column's name and type from the projection's own constant list of added columns (DDL, no input)",
  },
  {
    file: /^projections\/src\/[\w-]+\/[\w-]+\.projection\.ts$/,
    expression: /^addMissingColumns\(t\.\w+, (ADDED_COLUMNS|\[\['\w+', '\w+'\]\])\)$/,
    why: "a projection's DDL for columns added after its table was first made: its table map and a constant column list",
  },
  {
    file: /^projections\/src\/(rebuilds|replay\/replay|replay\/tables)\.ts$/,
    expression: /^(table|base|indexname|indexname\.replace\('__next', ''\)|conname|def)$/,
    why: "rebuild, replay and swap: table names from the projections' fixed lists (base, base__next), and the index and constraint names and definitions PostgreSQL itself reports for those tables (pg_indexes, pg_constraint)",
  },
  {
    file: /^projections\/src\/replay\/fold-path\.ts$/,
    expression: /^(table|columns\.map\(\(c\) => c\.name\)\.join\(', '\))$/,
    why: "a replay's COPY statement: column names from a projection's fixed column list (its RowFold); the rows go through COPY",
  },
  {
    file: /^projections\/src\/fold\.ts$/,
    expression: /^(table|name|names|typed|tuple|arrays|match|index|parameter|sets|update|insert|key|ctes)$/,
    why: "a RowFold's load and upsert: table names from the projection's table map, column names, types and key columns from its fixed lists (RowFold.columns, RowFold.keys), fragments built only from those (and parameter numbers); keys and rows go as $1, $2 … parameters",
  },
  {
    file: /^projections\/src\/checkpoints\.ts$/,
    expression: /^(sqlText\((name|checkpointName)\)|value\.replace\(\/'\/g, "''"\)|(at|from|to)\.(txid|position)|MOVED)$/,
    why: "checkpoint statements share one simple-query round trip with BEGIN/COMMIT (the simple protocol takes no parameters): the name is a projection's fixed name quoted by sqlText, txid and position are checked to be digits first, MOVED a constant message",
  },
  {
    file: /^api\/src\/platform\/event-store\/postgres-event-store\.ts$/,
    expression: /^(guard|COLUMNS|CREATED_AT|NOTIFY_CHANNEL|LOG_HORIZON)$/,
    why: 'guard is one of the two STREAM_GUARD statements, COLUMNS and CREATED_AT constant column lists, NOTIFY_CHANNEL a constant channel name (LISTEN and UNLISTEN take no parameters), LOG_HORIZON a constant subquery',
  },
  {
    file: /^api\/src\/platform\/event-store\/log-stream\.ts$/,
    expression: /^(t|f|wanted|meta|createdAt|horizon|after\.(txid|position))$/,
    why: "the log as one COPY … TO STDOUT (COPY takes no parameters): event types and metadata field names checked against plain-name patterns first and quoted, the positions checked to be digits first, `wanted` and `meta` built from those, horizon and createdAt the store's constant LOG_HORIZON and CREATED_AT",
  },
  {
    file: /^api\/src\/audit\/history\/history-export\.ts$/,
    expression: /^LOG_HORIZON$/,
    why: "LOG_HORIZON is the event store's constant subquery for how far the log may be read",
  },
];

interface Finding {
  file: string;
  line: number;
  expression: string;
  kind: 'template' | 'concatenation' | 'quoted';
}

/** Every spot in one source text where SQL is built from something other than literals. */
function findSqlBuilding(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const talksToPostgres = /from 'pg'/.test(text);
  const out: Finding[] = [];
  const at = (node: ts.Node, expression: string, kind: Finding['kind']) =>
    out.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, expression, kind });
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      if (SQL.test(parts.join(' '))) {
        for (const span of node.templateSpans) at(span.expression, span.expression.getText(), 'template');
      } else if (talksToPostgres) {
        node.templateSpans.forEach((span, i) => {
          if (SQL_QUOTE_OPENS.test(parts[i]!) && parts[i + 1]!.startsWith("'")) at(span.expression, span.expression.getText(), 'quoted');
        });
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const literal = [node.left, node.right].find((side) => ts.isStringLiteralLike(side) || ts.isTemplateExpression(side));
      const other = [node.left, node.right].find((side) => side !== literal);
      if (literal && other && !ts.isStringLiteralLike(other) && SQL.test(literal.getText())) at(node, other.getText(), 'concatenation');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

describe('parameterised SQL only', () => {
  const files = SOURCES.flatMap(sourceFiles);
  const findings = files.flatMap((file) => findSqlBuilding(file, readFileSync(path.join(ROOT, file), 'utf8')));
  const allowedBy = (f: Finding) => ALLOWED.find((a) => f.kind !== 'concatenation' && a.file.test(f.file) && a.expression.test(f.expression));

  it('reads the sources it should', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(expect.arrayContaining(['api/src/platform/event-store/postgres-event-store.ts', 'projections/src/runner.ts']));
  });

  it('builds no query text from values: every interpolation is an allowed identifier or constant fragment', () => {
    const offenders = findings.filter((f) => !allowedBy(f)).map((f) => `${f.file}:${f.line} ${f.kind} \${${f.expression}}`);
    expect(offenders).toEqual([]);
  });

  it('keeps no stale allow-list entry', () => {
    const unused = ALLOWED.filter((a) => !findings.some((f) => allowedBy(f) === a)).map((a) => `${a.file} ${a.expression}`);
    expect(unused).toEqual([]);
  });

  it('catches values spliced into SQL by templates, concatenation and quotes', () => {
    const sample = [
      "import { Pool } from 'pg';",
      'export const a = (pool: Pool, email: string) => pool.query(`SELECT * FROM users WHERE email = ${email}`);',
      "export const b = (pool: Pool, id: string) => pool.query('DELETE FROM sessions WHERE id = ' + id);",
      "export const c = (name: string) => `hashtext('${name}')`;",
      "export const d = (pool: Pool, email: string) => pool.query(`UPDATE users\n SET first_name = $1 WHERE email = '${email}'`, [1]);",
      "export const ok = (pool: Pool, email: string) => pool.query('SELECT * FROM users WHERE email = $1', [email]);",
    ].join('\n');
    const found = findSqlBuilding('api/src/sample.ts', sample);
    expect(found.map((f) => [f.line, f.kind, f.expression])).toEqual([
      [2, 'template', 'email'],
      [3, 'concatenation', 'id'],
      [4, 'quoted', 'name'],
      [6, 'template', 'email'], // (the statement's second line)
    ]);
    expect(found.filter((f) => !allowedBy(f))).toHaveLength(4);
  });
});
