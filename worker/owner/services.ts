import type { Bindings } from "../bindings";
import { boundTo } from "../services/lazily";
import { activeAlertCount } from "./alert-count";
import { passwordLogin } from "./auth/login";
import { authenticationOptions, completeAuthentication, completeRegistration, registrationOptions } from "./auth/passkeys";
import { queueLoginAttackMail } from "./login-attack-mail";
import { queuePasskeyMail } from "./passkey-mail";
import { queuePasswordChangedMail } from "./password-changed-mail";
import { sendPasswordLink, sendRequestedReset } from "./password-links";
import { ownerDataSource } from "./source";

/**
 * The owner wing's own services: its sign-in work over D1, its mails on the delivery queue, the
 * provider's owner data. Made once per request through `c.var.services.wing(ownerServices)`, so the
 * wing's routes (and the staff's invitations) never hold a binding.
 */
export function ownerServices(env: Bindings) {
  return {
    /** The passkey ceremonies (worker/owner/auth/passkeys.ts). */
    passkeys: boundTo(env.DB, { registrationOptions, completeRegistration, authenticationOptions, completeAuthentication }),
    passwordLogin: (input: Parameters<typeof passwordLogin>[1]) => passwordLogin({ db: env.DB }, input),
    /** The owner's mails on the delivery queue (worker/jobs delivers them). */
    mails: boundTo(env, { passkey: queuePasskeyMail, loginAttack: queueLoginAttackMail, passwordChanged: queuePasswordChangedMail }),
    /** A password link (invitation, reset) stored and its mail queued (worker/owner/password-links.ts). */
    passwordLinks: boundTo(env, { send: sendPasswordLink, requestedReset: sendRequestedReset }),
    /** How many active alerts would be told of a listing now (worker/owner/alert-count.ts). */
    activeAlertCount: boundTo(env.DB, { activeAlertCount }).activeAlertCount,
    /** The listing provider's owner data (only its PROVIDER_* settings are read). */
    dataSource: () => ownerDataSource(env),
  };
}

export type OwnerServices = ReturnType<typeof ownerServices>;
