// Where the Stripe stand-in listens: loopback only unless told otherwise, because its keys and webhook secret are public.
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startStripe } from './index';

/** This machine's first non-loopback IPv4 address, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
}

describe('startStripe', () => {
  it('when no host is given, then it answers on 127.0.0.1 and not on any other address', async () => {
    const stripe = await startStripe({ port: 0, quiet: true });
    try {
      const outside = outsideAddress();
      if (outside) await expect(fetch(`http://${outside}:${stripe.port}/health`)).rejects.toThrow();
      expect(stripe.url).toBe(`http://127.0.0.1:${stripe.port}`);
      expect((await fetch(`${stripe.url}/health`)).status).toBe(200);
    } finally {
      await stripe.close();
    }
  });

  it('when host 0.0.0.0 is given, then other addresses reach it too', async () => {
    const outside = outsideAddress();
    const stripe = await startStripe({ port: 0, quiet: true, host: '0.0.0.0' });
    try {
      expect((await fetch(`${stripe.url}/health`)).status).toBe(200);
      if (outside) expect((await fetch(`http://${outside}:${stripe.port}/health`)).status).toBe(200);
    } finally {
      await stripe.close();
    }
  });
});
