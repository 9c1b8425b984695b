// Tells React that tests wrap updates in act(), so it warns about updates that escape it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no layout; scroll restoration only needs the call to succeed.
window.scrollTo = () => undefined;
