import { adminSecondFactorRequest, type AdminSecondFactorResponse, type PasskeySummary } from '../../domain/api';
import { sampleNow, samplePasskeys, sampleRecoveryCodes } from '../../domain/samples';
import { demoAdmin } from '../demo-admin';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';
import { mockStepUp, stepUpRequiredResponse } from '../step-up';

const issuer = encodeURIComponent('Lone Star Web Studio');
const sampleUri = `otpauth://totp/${issuer}:${encodeURIComponent(demoAdmin.email)}?issuer=${issuer}&secret=${demoAdmin.totpSecret}&algorithm=SHA1&digits=6&period=30`;
/** The QR code of sampleUri, as the server draws it (qrcode, SVG). */
const sampleQrCode =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA1NyA1NyIgc2hhcGUtcmVuZGVyaW5nPSJjcmlzcEVkZ2VzIj48cGF0aCBmaWxsPSIjZmZmZmZmIiBkPSJNMCAwaDU3djU3SDB6Ii8+PHBhdGggc3Ryb2tlPSIjMDAwMDAwIiBkPSJNMiAyLjVoN20xIDBoMm0xIDBoM20yIDBoMm0yIDBoMm0yIDBoN200IDBoM20xIDBoNG0zIDBoN00yIDMuNWgxbTUgMGgxbTIgMGgzbTEgMGgybTEgMGgybTEgMGgzbTEgMGgybTEgMGgxbTcgMGgzbTIgMGgxbTEgMGgzbTIgMGgxbTUgMGgxTTIgNC41aDFtMSAwaDNtMSAwaDFtMyAwaDNtOSAwaDJtMyAwaDFtNCAwaDRtMyAwaDFtMSAwaDFtMSAwaDFtMiAwaDFtMSAwaDNtMSAwaDFNMiA1LjVoMW0xIDBoM20xIDBoMW0xIDBoMW0xIDBoMW00IDBoMm0zIDBoNm0xIDBoMW0xIDBoM20xIDBoM20zIDBoNG0xIDBoMW0xIDBoMW0xIDBoM20xIDBoMU0yIDYuNWgxbTEgMGgzbTEgMGgxbTEgMGgxbTMgMGgxbTIgMGgybTIgMGg0bTEgMGgxMG0yIDBoNG0xIDBoMm0zIDBoMW0xIDBoM20xIDBoMU0yIDcuNWgxbTUgMGgxbTEgMGgxbTMgMGg0bTEgMGgxbTMgMGg0bTMgMGgybTIgMGgxbTEgMGgxbTEgMGgybTMgMGgybTMgMGgxbTUgMGgxTTIgOC41aDdtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDdNMTAgOS41aDJtNyAwaDNtMiAwaDFtMSAwaDFtMyAwaDJtNCAwaDFtMSAwaDFtMiAwaDFtMiAwaDFNMiAxMC41aDFtMyAwaDFtMSAwaDRtMSAwaDFtMyAwaDNtMSAwaDNtMiAwaDZtNiAwaDRtMSAwaDFtMSAwaDFtMSAwaDVtMiAwaDFNMiAxMS41aDFtMyAwaDJtMSAwaDJtMiAwaDFtMSAwaDFtMTEgMGgybTEgMGgxbTIgMGgxbTEgMGgxbTEgMGgxbTIgMGgybTIgMGgxbTEgMGgybTEgMGgybTEgMGgzTTQgMTIuNWgxbTEgMGgxbTEgMGgxbTMgMGgybTUgMGgxbTEgMGg1bTQgMGgxbTEgMGgzbTMgMGgxbTEgMGgxbTEgMGg1bTcgMGgxTTIgMTMuNWgxbTIgMGgzbTEgMGgybTMgMGgxbTEgMGgybTEgMGgxbTEgMGgxbTMgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGg0bTEgMGgxbTUgMGgxbTUgMGgyTTMgMTQuNWg0bTEgMGgybTEgMGgxbTEgMGgxbTEgMGg0bTMgMGgybTEgMGgybTEgMGgxbTIgMGg0bTEgMGg0bTMgMGgzbTEgMGgybTEgMGgxbTIgMGgyTTIgMTUuNWgxbTIgMGgxbTEgMGgxbTMgMGgxbTEgMGgxbTMgMGgzbTEgMGgxbTIgMGgxbTEgMGg1bTEgMGgybTMgMGgxbTEgMGgybTIgMGg0bTUgMGgzTTIgMTYuNWgxbTEgMGg5bTEgMGgybTIgMGgxbTEgMGgzbTEgMGgxbTEgMGgzbTEgMGgxbTIgMGgxbTIgMGgybTIgMGgxbTEgMGgzbTEgMGgxbTIgMGgzbTEgMGgyTTIgMTcuNWgxbTEgMGgybTMgMGg0bTIgMGgzbTEgMGgybTIgMGgzbTEgMGgxbTMgMGgxbTIgMGgxbTMgMGgxbTEgMGgxbTYgMGgybTEgMGgxbTIgMGgxTTUgMTguNWg1bTEgMGgybTIgMGgxbTMgMGgzbTkgMGg0bTEgMGg2bTEgMGgzbTEgMGgzbTEgMGgxTTIgMTkuNWgxbTEgMGgzbTMgMGgxbTUgMGgxbTMgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGg1bTIgMGg0bTEgMGgxbTMgMGgxbTEgMGgybTIgMGgxbTEgMGgzTTMgMjAuNWgxbTIgMGgxbTEgMGgxMW02IDBoM20xIDBoMm0xIDBoNW0xIDBoM20xIDBoMW0xIDBoMW00IDBoM00zIDIxLjVoMm0xIDBoMW0zIDBoMW0yIDBoMW0yIDBoM20xIDBoMW0yIDBoMW0xIDBoMW0xIDBoMW0xIDBoMW0yIDBoMW0xIDBoMW0xIDBoM200IDBoMW0xIDBoMW0xIDBoMk0yIDIyLjVoMm0zIDBoMm0xIDBoM20zIDBoMm0yIDBoMW0xIDBoM202IDBoMm0xIDBoMm0xIDBoM20yIDBoMW0yIDBoMW0yIDBoM20yIDBoMU0yIDIzLjVoMm0zIDBoMW00IDBoMW0zIDBoN20zIDBoMW0xIDBoMW0zIDBoMW02IDBoMm00IDBoMm0zIDBoMW0xIDBoMW0xIDBoMU0yIDI0LjVoMW0yIDBoMm0xIDBoMTJtMiAwaDRtNiAwaDFtNSAwaDJtMiAwaDNtMSAwaDJtMSAwaDFtNCAwaDFNMyAyNS41aDFtMSAwaDNtMSAwaDFtMSAwaDFtMyAwaDFtMSAwaDFtMyAwaDNtMiAwaDFtMiAwaDFtMSAwaDFtMSAwaDJtMiAwaDFtMSAwaDJtMiAwaDJtMSAwaDJtMSAwaDJtMSAwaDJNMiAyNi41aDJtMiAwaDltMSAwaDRtNiAwaDZtMiAwaDFtMyAwaDFtNSAwaDFtMSAwaDVtMiAwaDJNNCAyNy41aDFtMSAwaDFtMyAwaDFtMSAwaDJtMSAwaDJtMSAwaDJtMSAwaDZtMyAwaDNtMiAwaDFtMiAwaDFtMSAwaDJtMiAwaDNtMyAwaDFtMSAwaDNNNSAyOC41aDJtMSAwaDFtMSAwaDNtMSAwaDJtMiAwaDNtMSAwaDFtMyAwaDFtMSAwaDFtMSAwaDNtMiAwaDFtMSAwaDJtMyAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtMyAwaDFNMiAyOS41aDVtMyAwaDFtMyAwaDFtMSAwaDFtMSAwaDFtMSAwaDJtMSAwaDJtMSAwaDFtMyAwaDFtMiAwaDFtMiAwaDRtMSAwaDFtMiAwaDFtMSAwaDFtMyAwaDJNMyAzMC41aDJtMSAwaDZtMSAwaDFtMyAwaDFtNCAwaDJtMiAwaDZtMSAwaDNtMiAwaDFtMSAwaDJtMSAwaDFtMiAwaDVNMiAzMS41aDFtMiAwaDFtMyAwaDFtNSAwaDJtMSAwaDJtMSAwaDJtMSAwaDNtMiAwaDJtMyAwaDJtMiAwaDFtMSAwaDVtMSAwaDJtMSAwaDJtMSAwaDFtMSAwaDFNMiAzMi41aDFtMSAwaDhtOCAwaDFtMiAwaDJtMiAwaDJtMyAwaDFtMiAwaDFtMSAwaDRtMSAwaDFtMSAwaDRtMyAwaDFtMiAwaDFNMiAzMy41aDFtMSAwaDNtMyAwaDFtMiAwaDJtMSAwaDNtMSAwaDFtMSAwaDJtMiAwaDFtMSAwaDJtMiAwaDVtMiAwaDFtMyAwaDNtMiAwaDRNMyAzNC41aDJtMyAwaDJtMyAwaDdtMSAwaDJtMSAwaDNtNiAwaDFtMSAwaDFtMSAwaDJtMSAwaDFtMiAwaDNtMSAwaDFtMSAwaDFtMSAwaDFtMSAwaDFNMyAzNS41aDFtMSAwaDFtNCAwaDJtMSAwaDJtMSAwaDJtMiAwaDFtMyAwaDZtMSAwaDFtMSAwaDJtMyAwaDRtMSAwaDJtNCAwaDJtMSAwaDNNMiAzNi41aDNtMSAwaDNtNSAwaDZtMSAwaDdtMyAwaDFtNCAwaDJtMSAwaDJtMSAwaDVtMSAwaDFtMiAwaDFtMSAwaDJNMiAzNy41aDFtMiAwaDFtMSAwaDFtMSAwaDJtMiAwaDFtMSAwaDNtMSAwaDFtMyAwaDZtMSAwaDJtMiAwaDVtMSAwaDFtMiAwaDFtMSAwaDNtMSAwaDFNMyAzOC41aDJtMyAwaDJtNiAwaDJtMyAwaDFtMiAwaDJtMiAwaDNtMyAwaDJtMSAwaDVtMyAwaDFtMiAwaDJNMyAzOS41aDJtMSAwaDFtMiAwaDFtMSAwaDFtMSAwaDNtMSAwaDFtMyAwaDFtMSAwaDFtMSAwaDFtMSAwaDFtNCAwaDFtMSAwaDFtMiAwaDJtMiAwaDJtMSAwaDNtMSAwaDFtMiAwaDNNNyA0MC41aDJtMSAwaDNtMiAwaDRtMyAwaDZtMyAwaDJtMSAwaDFtMSAwaDJtMSAwaDJtMyAwaDFtMyAwaDJtMSAwaDFtMSAwaDFNMyA0MS41aDJtMiAwaDFtMiAwaDFtMyAwaDJtMSAwaDVtMiAwaDRtMiAwaDFtMSAwaDFtMSAwaDdtMiAwaDFtMSAwaDNtNiAwaDFNMyA0Mi41aDJtMyAwaDFtMSAwaDJtMiAwaDFtMSAwaDFtMSAwaDJtMSAwaDFtNCAwaDFtMSAwaDJtMSAwaDFtMiAwaDFtMSAwaDRtMyAwaDNtMSAwaDFtMSAwaDFtMSAwaDFNMiA0My41aDFtMiAwaDFtMSAwaDFtMiAwaDNtMSAwaDJtMiAwaDJtMiAwaDJtMSAwaDFtMSAwaDFtMiAwaDRtMyAwaDFtMSAwaDFtMSAwaDFtMyAwaDJtMiAwaDRtMSAwaDFNMiA0NC41aDJtMSAwaDVtNiAwaDJtMSAwaDJtMSAwaDJtMSAwaDNtMyAwaDRtMyAwaDJtMSAwaDFtNCAwaDFtMSAwaDJtMSAwaDJtMSAwaDFNMyA0NS41aDJtNCAwaDFtMSAwaDNtMSAwaDFtMiAwaDJtMSAwaDFtMSAwaDRtMiAwaDJtMiAwaDFtMiAwaDFtMiAwaDJtMiAwaDFtMSAwaDFtMSAwaDFtMSAwaDJtMSAwaDFNNSA0Ni41aDFtMiAwaDFtMSAwaDFtMyAwaDFtMSAwaDFtMSAwaDNtMyAwaDFtMSAwaDdtMSAwaDJtMyAwaDRtMiAwaDZtMiAwaDJNMTAgNDcuNWgxbTQgMGgxbTMgMGgxbTEgMGgxbTEgMGgxbTEgMGgybTMgMGg1bTIgMGgybTEgMGgzbTIgMGgybTMgMGg0TTIgNDguNWg3bTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgybTMgMGgxbTMgMGgybTEgMGgxbTEgMGgzbTIgMGgxbTEgMGgybTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTEgMGgxbTMgMGgxTTIgNDkuNWgxbTUgMGgxbTMgMGgzbTMgMGgxbTIgMGgxbTEgMGgxbTEgMGgybTMgMGgzbTMgMGgzbTEgMGgxbTEgMGgxbTMgMGgxbTMgMGgybTEgMGgyTTIgNTAuNWgxbTEgMGgzbTEgMGgxbTEgMGgxbTIgMGgxbTEgMGgxbTEgMGgxbTEgMGgzbTEgMGgybTEgMGg3bTUgMGg0bTIgMGgxbTEgMGg2TTIgNTEuNWgxbTEgMGgzbTEgMGgxbTMgMGgybTQgMGgybTUgMGg1bTIgMGgybTEgMGgxbTQgMGgxbTIgMGgybTEgMGgxbTEgMGgybTIgMGgxbTEgMGgxTTIgNTIuNWgxbTEgMGgzbTEgMGgxbTIgMGgzbTMgMGgxbTEgMGg0bTIgMGgxbTEgMGgybTEgMGgxbTEgMGg0bTEgMGgxbTIgMGg1bTEgMGg0bTQgMGgxTTIgNTMuNWgxbTUgMGgxbTMgMGgybTEgMGgxbTEgMGgybTEgMGgybTEgMGgybTIgMGgxbTIgMGgybTEgMGg0bTEgMGgxbTIgMGgxbTIgMGgxbTEgMGg2bTEgMGgyTTIgNTQuNWg3bTEgMGgzbTIgMGgybTEgMGgxbTEgMGgxbTEgMGgxbTQgMGgxbTMgMGg2bTEgMGgybTggMGgxbTEgMGgybTEgMGgxIi8+PC9zdmc+Cg==';

interface State {
  totpConfirmedAt: string | null;
  totpBegun: boolean;
  passkeys: PasskeySummary[];
  remaining: number;
}

const resets: Array<() => void> = [];
/** Back to each variant's starting state (resetMockState). */
export const resetSecondFactorMocks = () => resets.forEach((reset) => reset());

/** A stateful mock of the admin's own factors, starting from `initial`. */
const answerWith = (initial: Omit<State, 'totpBegun'>, options: { stepUp?: boolean; invited?: boolean } = {}) => {
  let state: State = { ...initial, totpBegun: false };
  resets.push(() => {
    state = { ...initial, totpBegun: false };
  });
  return mockCall(
    'adminSecondFactor',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminSecondFactorRequest);
      if (!body.ok) return body.response;
      const action = body.data;
      if (options.stepUp && action.action !== 'status' && action.action !== 'passkey_rename' && !mockStepUp.isFresh()) return stepUpRequiredResponse();
      const extra: Partial<AdminSecondFactorResponse> = {};
      const firstCodes = () => {
        if (state.remaining === 0) {
          extra.newRecoveryCodes = [...sampleRecoveryCodes];
          state = { ...state, remaining: 10 };
        }
      };
      switch (action.action) {
        case 'totp_begin':
          if (state.totpConfirmedAt) return errorJson(409, 'An authenticator app is already set up. Remove it first to set up another.');
          state = { ...state, totpBegun: true };
          extra.totpSetup = {
            secret: demoAdmin.totpSecret,
            uri: sampleUri,
            qrCode: sampleQrCode,
          };
          break;
        case 'totp_confirm':
          if (!state.totpBegun || action.code !== demoAdmin.totpCode) {
            return errorJson(400, 'That code does not match. Check the time on your phone and enter the code it shows now.', undefined);
          }
          state = {
            ...state,
            totpConfirmedAt: new Date().toISOString(),
            totpBegun: false,
          };
          firstCodes();
          break;
        case 'totp_remove':
          if (!state.totpConfirmedAt) return errorJson(409, 'No authenticator app is set up.');
          state = {
            ...state,
            totpConfirmedAt: null,
            remaining: state.passkeys.length ? state.remaining : 0,
          };
          break;
        case 'recovery_regenerate':
          extra.newRecoveryCodes = [...sampleRecoveryCodes];
          state = { ...state, remaining: 10 };
          break;
        case 'passkey_options':
          extra.passkeyOptions = {
            challenge: 'bW9jay1jaGFsbGVuZ2U',
            rp: { name: 'Lone Star Web Studio', id: 'localhost' },
            user: {
              id: 'YWRtaW4tMQ',
              name: demoAdmin.email,
              displayName: demoAdmin.name,
            },
            pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
            timeout: 60000,
            attestation: 'none',
            excludeCredentials: [],
            authenticatorSelection: {
              residentKey: 'preferred',
              userVerification: 'required',
            },
          };
          break;
        case 'passkey_register':
          state = {
            ...state,
            passkeys: [
              ...state.passkeys,
              {
                id: Math.max(0, ...state.passkeys.map((p) => p.id)) + 1,
                name: action.name,
                createdAt: new Date().toISOString(),
                lastUsedAt: null,
              },
            ],
          };
          firstCodes();
          break;
        case 'passkey_rename':
          if (!state.passkeys.some((p) => p.id === action.id)) return errorJson(404, 'There is no such passkey.');
          state = {
            ...state,
            passkeys: state.passkeys.map((p) => (p.id === action.id ? { ...p, name: action.name } : p)),
          };
          break;
        case 'passkey_remove':
          if (!state.passkeys.some((p) => p.id === action.id)) return errorJson(404, 'There is no such passkey.');
          state = {
            ...state,
            passkeys: state.passkeys.filter((p) => p.id !== action.id),
          };
          if (!state.totpConfirmedAt && state.passkeys.length === 0) state = { ...state, remaining: 0 };
          break;
        case 'status':
          break;
      }
      const answer: AdminSecondFactorResponse = {
        totp: {
          enrolled: state.totpConfirmedAt !== null,
          confirmedAt: state.totpConfirmedAt,
        },
        passkeys: state.passkeys,
        recoveryCodes: { remaining: state.remaining },
        ...extra,
        ...(options.invited && state.totpConfirmedAt === null && state.passkeys.length === 0 ? { enrolmentRequired: true } : {}),
      };
      return respond('adminSecondFactor', answer);
    }),
  );
};

export const adminSecondFactorHandlers = {
  /** nothing set up yet */
  success: answerWith({ totpConfirmedAt: null, passkeys: [], remaining: 0 }),
  ...failureVariants('adminSecondFactor'),
  unauthorized: unauthorizedVariant('adminSecondFactor'),
  /** an authenticator app, two passkeys and 7 recovery codes left */
  enrolled: answerWith({
    totpConfirmedAt: new Date(sampleNow - 30 * 86_400_000).toISOString(),
    passkeys: samplePasskeys.map((passkey) => ({ ...passkey })),
    remaining: 7,
  }),
  /** an invited admin without a factor: the rest of the area is closed until one is set up */
  invited: answerWith({ totpConfirmedAt: null, passkeys: [], remaining: 0 }, { invited: true }),
  /** enrolled, from a session signed in long ago: every change asks to confirm first (admin-step-up) */
  stepUpRequired: answerWith(
    {
      totpConfirmedAt: new Date(sampleNow - 30 * 86_400_000).toISOString(),
      passkeys: samplePasskeys.map((passkey) => ({ ...passkey })),
      remaining: 7,
    },
    { stepUp: true },
  ),
};
