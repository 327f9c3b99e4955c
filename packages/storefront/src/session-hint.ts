import { COOKIES } from '@mise/store';

/** The cookie the browser keeps for the next page's first paint (the member's company). */
export const HINT_COOKIE = 'mise_hint';

/**
 * The first script of every page's <body>: marks <html> as a member's (`data-member`) when the
 * browser holds a session, and sets the company the header shows (`--mise-company`), before
 * anything paints. A shared page is the same for every shopper; this makes its member or
 * visitor parts (MemberOrGuest) right at once, and the shell confirms them from the API. It
 * also hides each notice the shopper closed (cookie `${code}Message` holding the notice's
 * updated_at), which the shared page still carries.
 */
export const SESSION_HINT = `(function(){var c=document.cookie,d=document.documentElement,r="";c.replace(/(?:^|; )([\\w-]+)Message=([^;]*)/g,function(a,n,v){try{v=decodeURIComponent(v)}catch(e){return a}if(/^[\\w:.+ -]+$/.test(v))r+='[data-notice="'+n+'"][data-notice-updated="'+v+'"]{display:none!important}';return a});if(r){var s=document.createElement("style");s.textContent=r;document.head.appendChild(s)}if(!/(?:^|; )${COOKIES.accessToken}=/.test(c))return;d.dataset.member="";var m=c.match(/(?:^|; )${HINT_COOKIE}=([^;]*)/);if(m)try{d.style.setProperty("--mise-company",JSON.stringify(decodeURIComponent(m[1])+" 様"))}catch(e){}})();`;
