/** What the app keeps in history state (typed for TanStack Router's location.state). */
declare module '@tanstack/history' {
  interface HistoryState {
    /** The address a visitor asked for before being sent to the not-found route. */
    notFoundFrom?: string;
    /** Why a guard sent the user to the unauthorized route. */
    accessDenied?: { reason: string; from: string };
    /** On the login entry a guard sent a signed-out visitor to: the page they asked for. */
    authRedirectFrom?: string;
    /**
     * On the sign-up or sign-in page opened from a zone invitation's page: the address the
     * invitation was sent to, from its preview (never from the URL), to fill in the form.
     */
    invitedEmail?: string;
  }
}

export {};
