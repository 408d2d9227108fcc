import { formStamp } from "../leads/form-stamp";
import type { Services } from "../services";

// Request-lifetime (keyed by the request's services): a page with five forms signs its render time once.
const stamps = new WeakMap<Services, Promise<string>>();

/** The signed render time of this request's forms (the page's footer form included), or undefined without FORM_SECRET. */
export function renderStamp(services: Services): Promise<string> | undefined {
  const secret = services.config.formSecret;
  if (!secret) return undefined;
  let stamp = stamps.get(services);
  if (!stamp) stamps.set(services, (stamp = formStamp(secret, Date.now())));
  return stamp;
}
