import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['cannot connect now', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300')],
    ['socket closed mid-query', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['shutting down, no code', new Error('the database system is shutting down')],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['TypeORM without a connection', Object.assign(new Error('x'), { name: 'ConnectionIsNotSetError' })],
    [
      'wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly')),
    ],
    ['as a cause', new Error('outer', { cause: withCode('ECONNREFUSED') })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s → unavailable', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value')],
    ['bad input', withCode('22P02', 'invalid input syntax for type uuid')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['wrapped query error', new QueryFailedError('SELECT', [], withCode('42P01', 'relation does not exist'))],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ])('%s → not unavailable', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
