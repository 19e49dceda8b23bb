/** A full reload of the page: how a screen whose code failed to download is fetched afresh. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
