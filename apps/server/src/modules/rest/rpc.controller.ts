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
