/**
 * The try-outs' sandboxes by key, each removed only when no request uses it any more: 'Stop prøven' can come
 * while the page it was pressed on still saves its form's draft (pagehide), and that write must not find its
 * folder gone (ENOENT, a 500 in the log).
 */
export function createSandkasser<S>(fjern: (sandkasse: Promise<S>, mappe: string) => void, hoejst: number) {
  interface Post {
    sandkasse: Promise<S>;
    mappe: string;
    igang: number;
    smidt: boolean;
  }
  const poster = new Map<string, Post>();
  const fjernNaarLedig = (post: Post) => {
    if (post.smidt && post.igang === 0) fjern(post.sandkasse, post.mappe);
  };

  /** Drops the sandbox: gone from the map at once, its folder removed when its last request has ended. */
  const smid = (noegle: string) => {
    const post = poster.get(noegle);
    if (!post) return;
    poster.delete(noegle);
    post.smidt = true;
    fjernNaarLedig(post);
  };

  return {
    smid,
    /** Runs `work` with the key's sandbox, made by `opret` (with its folder) when there is none; the oldest goes beyond `hoejst`. */
    async brug<R>(noegle: string, opret: () => { sandkasse: Promise<S>; mappe: string }, work: (sandkasse: S) => Promise<R>): Promise<R> {
      let post = poster.get(noegle);
      if (!post) {
        if (poster.size >= hoejst) smid(poster.keys().next().value!);
        post = { ...opret(), igang: 0, smidt: false };
        poster.set(noegle, post);
      }
      post.igang += 1;
      try {
        return await work(await post.sandkasse);
      } finally {
        post.igang -= 1;
        fjernNaarLedig(post);
      }
    },
  };
}
