/**
 * Side effects of the signed-in session that belong to no single screen (loading the profile
 * once logged in, …). Rendered once by the AppShell. Owned by the profile feature.
 */
export function SessionEffects() {
  return null;
}
