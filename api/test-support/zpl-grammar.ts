// ── A strict reader of the ZPL II subset Waypost prints: every command known and well-formed, every field closed ──
// It throws on anything else, so a test that reads a label back proves the printer would get what we meant.

export interface ZplField {
  kind: 'text' | 'barcode' | 'box';
  x: number;
  y: number;
  /** Field data with ^FH escapes decoded (empty for a box). */
  data: string;
  reverse: boolean;
}

export interface ZplLabel {
  width: number;
  length: number;
  fields: ZplField[];
}

const PARAMS: ReadonlyMap<string, RegExp> = new Map([
  ['XA', /^$/],
  ['XZ', /^$/],
  ['CI', /^28$/],
  ['PW', /^\d{1,4}$/],
  ['LL', /^\d{1,4}$/],
  ['LH', /^\d{1,4},\d{1,4}$/],
  ['FO', /^\d{1,4},\d{1,4}$/],
  ['A0', /^N,\d{1,4},\d{1,4}$/],
  ['GB', /^\d{1,4},\d{1,4},\d{1,4}$/],
  ['BY', /^([1-9]|10),[23](\.\d)?,\d{1,4}$/],
  ['BC', /^N,\d{1,4},[YN],[YN],[YN]$/],
  ['FR', /^$/],
  ['FH', /^$/],
  ['FD', /^[^^~]*$/],
  ['FS', /^$/],
]);

/** ^FH with ^CI28: "_HH" is one byte of the UTF-8 field data; a "_" not followed by two hex digits is an error. */
const decodeFh = (data: string): string => {
  const bytes: Buffer[] = [];
  for (let i = 0; i < data.length;) {
    if (data[i] === '_') {
      const hex = data.slice(i + 1, i + 3);
      if (!/^[0-9A-F]{2}$/.test(hex)) throw new Error(`Bad ^FH escape in ${JSON.stringify(data)}`);
      bytes.push(Buffer.from([parseInt(hex, 16)]));
      i += 3;
    } else {
      const ch = String.fromCodePoint(data.codePointAt(i)!);
      bytes.push(Buffer.from(ch, 'utf8'));
      i += ch.length;
    }
  }
  return Buffer.concat(bytes).toString('utf8');
};

export function parseZpl(zpl: string): ZplLabel[] {
  if (/~/.test(zpl)) throw new Error('No tilde commands are expected');
  const [before, ...rest] = zpl.split('^');
  if (before!.trim() !== '') throw new Error(`Text before the first command: ${JSON.stringify(before)}`);
  const labels: ZplLabel[] = [];
  let label: ZplLabel | null = null;
  let field: { x: number; y: number; kind: ZplField['kind'] | null; data: string | null; hex: boolean; reverse: boolean } | null = null;
  for (const raw of rest) {
    const code = raw.slice(0, 2);
    const params = code === 'FD' ? raw.slice(2) : raw.slice(2).replace(/\n$/, '');
    const grammar = PARAMS.get(code);
    if (!grammar) throw new Error(`Unknown command ^${code}`);
    if (!grammar.test(params)) throw new Error(`Bad parameters for ^${code}: ${JSON.stringify(params)}`);
    const nums = params.split(',').map(Number);
    if (code === 'XA') {
      if (label) throw new Error('^XA inside a label');
      label = { width: 0, length: 0, fields: [] };
      continue;
    }
    if (!label) throw new Error(`^${code} outside ^XA..^XZ`);
    switch (code) {
      case 'XZ':
        if (field) throw new Error('Field not closed with ^FS before ^XZ');
        if (!label.width || !label.length) throw new Error('A label needs ^PW and ^LL');
        labels.push(label);
        label = null;
        break;
      case 'PW':
        label.width = nums[0]!;
        break;
      case 'LL':
        label.length = nums[0]!;
        break;
      case 'CI':
      case 'LH':
        if (field) throw new Error(`^${code} inside a field`);
        break;
      case 'FO':
        if (field) throw new Error('^FO before the previous field was closed with ^FS');
        if (nums[0]! > label.width || nums[1]! > label.length) throw new Error(`^FO${params} is off the label`);
        field = { x: nums[0]!, y: nums[1]!, kind: null, data: null, hex: false, reverse: false };
        break;
      case 'A0':
      case 'BC':
      case 'GB': {
        if (!field) throw new Error(`^${code} outside a field`);
        if (field.kind) throw new Error(`Two field types in one field (^${code})`);
        field.kind = code === 'A0' ? 'text' : code === 'BC' ? 'barcode' : 'box';
        if (code === 'GB' && (field.x + nums[0]! > label.width || field.y + nums[1]! > label.length)) throw new Error(`^GB${params} runs off the label`);
        break;
      }
      case 'BY':
      case 'FR':
      case 'FH':
        if (!field) throw new Error(`^${code} outside a field`);
        if (code === 'FH') field.hex = true;
        if (code === 'FR') field.reverse = true;
        break;
      case 'FD':
        if (!field || !field.kind || field.kind === 'box') throw new Error('^FD without a text or barcode field');
        if (field.data !== null) throw new Error('Two ^FD in one field');
        field.data = field.hex ? decodeFh(params) : params;
        break;
      case 'FS':
        if (!field || !field.kind) throw new Error('^FS without an open field');
        if (field.kind !== 'box' && field.data === null) throw new Error('A text or barcode field without ^FD');
        label.fields.push({ kind: field.kind, x: field.x, y: field.y, data: field.data ?? '', reverse: field.reverse });
        field = null;
        break;
    }
  }
  if (label) throw new Error('Last label not closed with ^XZ');
  return labels;
}
