import request from 'supertest';
import type { TestApp } from './test-app';

/** A REST call to the test app, as a signed-in user (`token`) or a visitor, with an optional JSON body. */
export function restCall(
  app: TestApp,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  token?: string,
  body?: object,
): request.Test {
  const call = request(app.baseUrl)[method](path);
  const signed = token ? call.set('authorization', `Bearer ${token}`) : call;
  return body ? signed.send(body) : signed;
}
