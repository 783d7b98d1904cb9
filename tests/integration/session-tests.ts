import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

const SIGN_INS = 20

/**
 * Sessions of one account under concurrency: each sign-in adds its session
 * and each sign-out ends its own, whatever else happens at the same moment.
 * Runs inside the CMS suite, on each database, with the first admin's
 * credentials.
 */
export function sessionTests(
  getPayload: () => Payload,
  account: { email: string; password: string },
) {
  describe('sessions of one account at the same moment', () => {
    const signIn = () => getPayload().login({ collection: 'users', data: account })

    /** The signed-in user a token stands for, or null when its session is gone. */
    const userOf = async (token: string) =>
      (await getPayload().auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user

    const signOut = async (token: string) => {
      const payload = getPayload()
      const user = await userOf(token)
      if (!user) throw new Error('The session to end is already gone')
      const req = await createLocalReq({ user }, payload)
      await logoutOperation({ collection: payload.collections.users, req })
    }

    it(`keeps all ${SIGN_INS} sessions of ${SIGN_INS} sign-ins at once`, async () => {
      const tokens = (await Promise.all(Array.from({ length: SIGN_INS }, signIn))).map(
        ({ token }) => token ?? '',
      )
      const users = await Promise.all(tokens.map(userOf))
      expect(users.map((user) => user?.email ?? null)).toEqual(tokens.map(() => account.email))
    })

    it('ends exactly the sessions signed out while others sign in', async () => {
      const before = (await Promise.all(Array.from({ length: 10 }, signIn))).map(
        ({ token }) => token ?? '',
      )
      const leaving = before.slice(0, 5)
      const staying = before.slice(5)
      const [, joined] = await Promise.all([
        Promise.all(leaving.map(signOut)),
        Promise.all(Array.from({ length: 5 }, signIn)),
      ])
      const joining = joined.map(({ token }) => token ?? '')

      const signedIn = async (tokens: string[]) =>
        (await Promise.all(tokens.map(userOf))).map((user) => user !== null)
      expect(await signedIn(leaving)).toEqual(leaving.map(() => false))
      expect(await signedIn(staying)).toEqual(staying.map(() => true))
      expect(await signedIn(joining)).toEqual(joining.map(() => true))
    })
  })
}
