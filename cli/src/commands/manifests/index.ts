import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { createManifest } from './create';
import { listManifests } from './list';
import { manifestPdf } from './pdf';

export function manifests(io: Io): Command {
  return new Command('manifests')
    .description("end-of-day manifests (scan forms): close a carrier's day and print its PDF")
    .addCommand(createManifest(io))
    .addCommand(listManifests(io))
    .addCommand(manifestPdf(io));
}
