// The interface's languages: the list, the resolution order, the catalogues.
export * from './languages';
export * from './resolve';
export * from './i18n';
export * from './page-language';
export * from './messages';
export * from './use-language';
