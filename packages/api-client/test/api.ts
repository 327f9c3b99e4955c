import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '@mise/api/testing';
import type { TestApp } from '@mise/api/testing';

export type RunningApi = TestApp & { baseURL: string };

/** The real API on a fresh in-memory database, listening on a loopback port. */
export async function startApi(): Promise<RunningApi> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, baseURL: `http://127.0.0.1:${port}` };
}

/** A loopback server that accepts connections and never answers: for timeouts and cancels. */
export async function startSilentServer(): Promise<{
  baseURL: string;
  close: () => Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
