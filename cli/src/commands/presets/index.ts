import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { addPreset } from './add';
import { listPresets } from './list';
import { removePreset } from './remove';

export function presets(io: Io): Command {
  return new Command('presets')
    .description('your parcel presets: named parcels (weight, dimensions, packaging) for new shipments')
    .addCommand(listPresets(io))
    .addCommand(addPreset(io))
    .addCommand(removePreset(io));
}
