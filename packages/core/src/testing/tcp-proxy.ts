import { createConnection, createServer, type Server, type Socket } from "node:net";

/** Where a {@link TcpProxy} forwards to. */
export interface ProxyTarget {
  readonly host: string;
  readonly port: number;
}

/** How a {@link TcpProxy} takes the back-end away. */
export type Outage = "refuse" | "stall";

/**
 * A TCP proxy on loopback for outage tests: a store pointed at `port` reaches the real server until
 * the test takes it away, without disturbing anyone else using that server. `refuse` is a server that
 * stopped (open connections are reset, new ones refused); `stall` is a network partition (connections
 * stay open, no byte moves either way until `restore`, as TCP would hold them).
 *
 * @example
 * ```ts
 * const proxy = await TcpProxy.start({ host: "127.0.0.1", port: 6379 });
 * await proxy.cut("refuse");
 * await proxy.restore();
 * await proxy.close();
 * ```
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private state: "up" | Outage = "up";

  private constructor(
    private readonly server: Server,
    /** The loopback port to point a store at. */
    readonly port: number,
  ) {}

  /** Starts forwarding from a free loopback port to `target`. */
  static async start(target: ProxyTarget): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = createServer((client) => proxy?.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("the proxy has no TCP port");
    proxy = new TcpProxy(server, address.port);
    return proxy;
  }

  /** Takes the back-end away, as `mode` says. */
  async cut(mode: Outage): Promise<void> {
    this.state = mode;
    if (mode === "stall") {
      for (const socket of this.sockets) socket.pause();
      return;
    }
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Brings the back-end back: listens again on the same port, or lets held bytes flow. */
  async restore(): Promise<void> {
    const was = this.state;
    this.state = "up";
    if (was === "stall") for (const socket of this.sockets) socket.resume();
    if (was === "refuse") await new Promise<void>((resolve) => this.server.listen(this.port, "127.0.0.1", resolve));
  }

  /** Stops the proxy and drops every connection. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, target: ProxyTarget): void {
    const upstream = createConnection(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.on("data", (chunk) => to.write(chunk));
      from.on("error", () => to.destroy());
      from.on("close", () => {
        this.sockets.delete(from);
        to.destroy();
      });
      if (this.state === "stall") from.pause();
    }
  }
}
