/** The signed-in user as the header shows them: their name, where their account pages are, sign-out. */
export type HeaderAccount = {
  name: string;
  /** Account first; an admin's or business user's own area after it. */
  links: readonly { label: string; to: string }[];
  onSignOut: () => void;
};
