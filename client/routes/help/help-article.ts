/** One help centre article: a question people ask, answered in a few short paragraphs. */
export interface HelpArticle {
  /** Stable, so an open article stays open while the search narrows the list. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** A topic of the help centre and its articles. */
export interface HelpTopic {
  id: string;
  title: string;
  articles: readonly HelpArticle[];
}
