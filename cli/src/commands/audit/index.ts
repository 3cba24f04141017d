import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { auditExport } from './export';
import { auditImport } from './import';
import { auditStream } from './stream';

export function audit(io: Io): Command {
  return new Command('audit')
    .description('auditors: temporal stream queries, history export and import')
    .addCommand(auditStream(io))
    .addCommand(auditExport(io))
    .addCommand(auditImport(io));
}
