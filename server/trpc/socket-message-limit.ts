import { jsonEncoder, type Encoder } from '@trpc/server/adapters/ws';
import { stringifySocketMessage } from './answer-transformer.ts';

export const tooManyCallsInMessage = (maxCalls: number) =>
  `Too many calls in one message: at most ${maxCalls}.`;

/**
 * tRPC's JSON wire format for the WebSocket, refusing a message that carries more calls than an
 * HTTP batch may (ADR 0027). A message is one call or a JSON array of calls, and tRPC's handler
 * has no batch limit of its own; the encoder's `decode` is the one step between the frame and the
 * calls that its public options let us replace. What `decode` throws, tRPC answers as a
 * PARSE_ERROR with this message and no id, and runs none of the message's calls, as an HTTP batch
 * over the limit is refused whole.
 */
export function callLimitedJsonEncoder(maxCalls: number): Encoder {
  return {
    encode: stringifySocketMessage,
    decode(data) {
      const message = jsonEncoder.decode(data);
      if (Array.isArray(message) && message.length > maxCalls) {
        throw new Error(tooManyCallsInMessage(maxCalls));
      }
      return message;
    },
  };
}
