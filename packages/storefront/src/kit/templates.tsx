import {
  NoImage as NoImagePanel,
  PageTemplate as PagePanel,
  SingleItemTemplate as SingleItemPanel,
} from '@mise/ui';
import type { NoImageProps, PageTemplateProps, SingleItemTemplateProps } from '@mise/ui';
import { useStorefront } from './context.js';
import { PageMeta } from './PageMeta.js';

/** What a page adds to a template: its meta description (the shared one when not given). */
type WithMeta = { description?: string };

/**
 * The page templates as page compositions use them: @mise/ui's component in the look the theme
 * chose (`templates` of its definition), with the page's title, description and canonical URL.
 * Props given here win over the theme's choice.
 */
export function PageTemplate({ description, ...props }: PageTemplateProps & WithMeta) {
  const { theme } = useStorefront();
  return (
    <>
      <PageMeta title={props.title} description={description} />
      <PagePanel {...theme.templates?.page} {...props} />
    </>
  );
}

export function SingleItemTemplate({ description, ...props }: SingleItemTemplateProps & WithMeta) {
  const { theme } = useStorefront();
  return (
    <>
      <PageMeta title={props.title} description={description} />
      <SingleItemPanel {...theme.templates?.singleItem} {...props} />
    </>
  );
}

/** The theme's panel for an item without images. */
export function NoImage(props: NoImageProps) {
  const { theme } = useStorefront();
  return <NoImagePanel {...theme.templates?.noImage} {...props} />;
}
