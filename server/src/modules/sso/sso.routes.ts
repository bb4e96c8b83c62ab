import { Router, type NextFunction, type Request, type Response } from 'express';
import { allow } from '../../rest/allow.js';
import { cookieValue, OIDC_FLOW_COOKIE, OIDC_FLOW_PATH, OIDC_FLOW_SECONDS } from './oidc-flow-cookie.js';

/**
 * Single sign-on's two browser steps, written by hand because they answer redirects, not JSON:
 * GET /auth/oidc/start sends the browser to the provider, GET /auth/oidc/callback takes it back and lands on the
 * sign-in page. Both open to anyone: the provider's answer and this browser's flow cookie are what they check.
 */
export function ssoRoutes(): Router {
  const r = Router();
  r.get('/auth/oidc/start', allow('public'), (req: Request, res: Response, next: NextFunction) => {
    req.ctx.services.sso
      .start()
      .then(({ url, flowCookie }) => {
        res.cookie(OIDC_FLOW_COOKIE, flowCookie, {
          httpOnly: true,
          sameSite: 'lax',
          secure: req.ctx.config.isProduction || req.ctx.config.PUBLIC_URL.startsWith('https:'),
          path: OIDC_FLOW_PATH,
          maxAge: OIDC_FLOW_SECONDS * 1000,
        });
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, url);
      })
      .catch(next);
  });
  r.get('/auth/oidc/callback', allow('public'), (req: Request, res: Response, next: NextFunction) => {
    const sso = req.ctx.services.sso;
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    sso
      .complete(query, cookieValue(req.headers.cookie, OIDC_FLOW_COOKIE), { ip: req.ctx.ip })
      .then((outcome) => {
        res.clearCookie(OIDC_FLOW_COOKIE, { path: OIDC_FLOW_PATH, httpOnly: true, sameSite: 'lax' });
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, sso.landing(outcome));
      })
      .catch(next);
  });
  return r;
}
