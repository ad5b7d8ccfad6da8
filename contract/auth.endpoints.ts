import {
  authUrlQuery,
  authUrlResponse,
  callbackQuery,
  devLoginRequest,
  logoutResponse,
  providerParams,
  signInCodeExchange,
  signInResult,
} from './auth.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

/** The endpoints of auth (server/features/auth/auth.routes.ts). */
export const authEndpoints = {
  startSignIn: endpoint({
    method: 'GET',
    path: '/api/auth/:provider/url',
    tags: ['auth'],
    summary: 'Start a work-account sign-in; popup=true for the popup flow',
    params: providerParams,
    query: authUrlQuery,
    responses: { 200: authUrlResponse, 404: errorBody, 429: errorBody, 503: errorBody },
  }),
  finishSignIn: endpoint({
    method: 'GET',
    path: '/api/auth/:provider/callback',
    tags: ['auth'],
    summary: 'Where the OIDC provider returns the browser',
    params: providerParams,
    query: callbackQuery,
  }),
  exchangeSignInCode: endpoint({
    method: 'POST',
    path: '/api/auth/exchange',
    tags: ['auth'],
    summary: 'Collect the session of a finished redirect sign-in with its single-use code (only in the browser that started it)',
    body: signInCodeExchange,
    responses: { 200: signInResult, 400: errorBody, 401: errorBody, 429: errorBody },
  }),
  devLogin: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    tags: ['auth'],
    summary: 'Development Access sign-in (only when DEV_LOGIN is on)',
    body: devLoginRequest,
    responses: { 200: signInResult, 400: errorBody, 401: errorBody, 429: errorBody },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    tags: ['auth'],
    summary: 'End this session on the server',
    responses: { 200: logoutResponse, 401: errorBody },
  }),
};
