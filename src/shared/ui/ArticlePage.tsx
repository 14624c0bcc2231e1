import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

interface ArticlePageProps {
  title: string;
  intro?: string;
  sections: ArticleSection[];
  /** A link back, or any action, shown above the title. */
  backSlot?: ReactNode;
}

/** A readable page of text: terms, privacy and the company pages. */
export function ArticlePage({ title, intro, sections, backSlot }: ArticlePageProps) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {backSlot}
      <Typography component="h1" variant="h3" sx={{ mt: 2, mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </Container>
  );
}
