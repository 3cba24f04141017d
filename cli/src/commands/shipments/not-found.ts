import { EXIT } from '../../lib/exit-codes';
import { ApiError, CliError } from '../../lib/errors';

/** A 404 of a shipment route: the API's own message when it names a rate, else "Shipment <id> not found." */
export const notFoundAs =
  (shipmentId: string) =>
  (error: unknown): never => {
    if (error instanceof ApiError && error.status === 404) {
      const message = error.message.startsWith('Rate ') ? `${error.message}.` : `Shipment ${shipmentId} not found.`;
      throw new CliError(message, EXIT.notFound);
    }
    throw error;
  };
