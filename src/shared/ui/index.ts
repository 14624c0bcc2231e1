export { Wordmark } from './Wordmark';
export { FullPageSpinner } from './FullPageSpinner';
export { ArticlePage, type ArticleSection } from './ArticlePage';
export { BackLink } from './BackLink';
export { PageFrame } from './PageFrame';
export { AuthCard } from './AuthCard';
export { OptionalMessageField } from './OptionalMessageField';
export { RetryAlert } from './RetryAlert';
export { MarkdownText } from './MarkdownText';
