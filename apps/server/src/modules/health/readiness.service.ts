import { Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { installConnectionDrain } from './connection-drain.js';
import { HealthService } from './health.service.js';

/** Where this node is in its life: `ready` only between start-up and the first stop signal. */
export type NodeState = 'starting' | 'ready' | 'draining';

export type Readiness = { ready: true } | { ready: false; reason: 'starting' | 'draining' | 'database' };

/** Readiness answers from the database within this; a slower one counts as down. */
const READY_DB_TIMEOUT_MS = 1000;

/**
 * Liveness and readiness for orchestrators and load balancers (GET /api/health/live and /ready).
 *
 * Draining (main.ts calls `drain()` on SIGTERM/SIGINT, then waits SHUTDOWN_DELAY_MS before it
 * closes the listener): readiness answers 503 at once so the load balancer stops routing here,
 * while every request still gets a full answer on its usual keep-alive connection. (Answering
 * `Connection: close` during the delay would only make direct clients reconnect in a loop, and a
 * connection caught half-open when the listener closes is reset.) How the listener then closes
 * without dropping a request already sent: see connection-drain.ts.
 */
@Injectable()
export class ReadinessService implements OnModuleInit, OnApplicationBootstrap {
  private state: NodeState = 'starting';

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly health: HealthService,
  ) {}

  onModuleInit(): void {
    installConnectionDrain(
      this.adapterHost.httpAdapter.getInstance() as unknown as FastifyInstance,
      () => this.state === 'draining',
    );
  }

  /** Every module is initialised: the node can serve (the listener opens right after). */
  onApplicationBootstrap(): void {
    if (this.state === 'starting') this.state = 'ready';
  }

  /** The node is going away: readiness fails from now on. */
  drain(): void {
    this.state = 'draining';
  }

  get nodeState(): NodeState {
    return this.state;
  }

  /** Ready = started, not draining, and the database answers. */
  async check(): Promise<Readiness> {
    if (this.state !== 'ready') return { ready: false, reason: this.state };
    const latency = await this.health.pingDatabase(READY_DB_TIMEOUT_MS);
    // The node may have started draining while the ping ran.
    if (this.state !== 'ready') return { ready: false, reason: this.state };
    return latency === null ? { ready: false, reason: 'database' } : { ready: true };
  }
}
