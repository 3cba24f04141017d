import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { createWebhook } from './create';
import { deleteWebhook } from './delete';
import { webhookDeliveries } from './deliveries';
import { listWebhooks } from './list';
import { replayWebhook } from './replay';
import { testWebhook } from './test';

export function webhooks(io: Io): Command {
  return new Command('webhooks')
    .description('webhook endpoints: signed event deliveries to your systems')
    .addCommand(listWebhooks(io))
    .addCommand(createWebhook(io))
    .addCommand(deleteWebhook(io))
    .addCommand(testWebhook(io))
    .addCommand(replayWebhook(io))
    .addCommand(webhookDeliveries(io));
}
