import { Body, Controller, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { RpcService } from './rpc.service.js';

/** POST /api/rpc/:name (signed-in callers). Documented per function by RestOpenApi. */
@ApiExcludeController()
@Controller('rpc')
@UseInterceptors(NoStoreInterceptor)
export class RpcController {
  constructor(private readonly rpc: RpcService) {}

  @Post(':name')
  @HttpCode(200)
  call(
    @CurrentUser() me: Principal,
    @Param('name') name: string,
    @Body() body: unknown,
  ): Promise<{ data: unknown }> {
    return this.rpc.call(me, name, body);
  }
}

/**
 * POST /api/rest/rpc/:name: the same functions where PostgREST's clients call them. postgrest-js
 * builds `.rpc(name, args)` as `<its base URL>/rpc/<name>`, so a client made for the table API
 * (`new PostgrestClient('…/api/rest')`) reaches them here. Answers the function's value itself,
 * as PostgREST does (POST /api/rpc wraps it as `{data}`); the same call, checks and errors.
 */
@ApiExcludeController()
@Controller('rest/rpc')
@UseInterceptors(NoStoreInterceptor)
export class RestRpcController {
  constructor(private readonly rpc: RpcService) {}

  @Post(':name')
  @HttpCode(200)
  async call(
    @CurrentUser() me: Principal,
    @Param('name') name: string,
    @Body() body: unknown,
  ): Promise<unknown> {
    return (await this.rpc.call(me, name, body)).data;
  }
}
