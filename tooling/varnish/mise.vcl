# Varnish in front of the theme servers (docs/scale-out.md). Needs only Debian's `varnish`
# package (7.x, no extra vmods). The theme servers decide what is shared: a page goes out
# `Cache-Control: public, s-maxage=…` with `Surrogate-Key` only when it was made from public
# catalogue and content data alone; everything else is `no-store` and passes through.
#
#   varnishd -F -n /tmp/varnish -a :80 -p vcl_path=/etc/mise:/path/to/tooling/varnish \
#     -f /path/to/tooling/varnish/mise.vcl -s malloc,256m
#
# mise-backends.vcl (in vcl_path; mise-backends.example.vcl shows one) names the theme servers
# and defines `sub mise_backend`, which picks one for the request. CDN_PURGE_URL on the theme
# servers points at this Varnish: on a catalogue change they send
# `PURGE /` with `Surrogate-Key: <keys>`, which bans every page carrying one of the keys.
vcl 4.1;

import std;

include "mise-backends.vcl";

# Who may purge: the theme servers. Widen to their private network when they run elsewhere.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  call mise_backend;
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed"));
    }
    # Keys are letters, digits, '_', '.' and '-' (packages/storefront/src/server/cdn.ts),
    # space-separated: nothing else may reach the ban expression.
    if (req.http.Surrogate-Key !~ "^[A-Za-z0-9_.-]+( [A-Za-z0-9_.-]+)*$") {
      return (synth(400, "Surrogate-Key required"));
    }
    ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" +
      regsuball(req.http.Surrogate-Key, " ", "|") + ")([[:space:]]|$)");
    return (synth(200, "Purged"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # A shopper who unlocked a password-protected tag sees its products on catalogue pages: the
  # theme server renders their pages for them (server/sharing.ts), so they pass.
  if (req.http.Cookie ~ "(^|;[[:space:]]*)tagTokens=") {
    return (pass);
  }
  # Unlike the built-in VCL, a Cookie is no reason to pass: the theme server renders a shared
  # route without the shopper's cookies and marks it public, the same page for everyone. A
  # personal page (cart, my page, checkout) is no-store and fetched for that shopper alone.
  #
  # Personal pages are never kept (see vcl_backend_response); no request waits for another's
  # fetch of the same URL, which may turn out to be such a page.
  set req.hash_ignore_busy = true;
  return (hash);
}

sub vcl_backend_response {
  if (beresp.http.Cache-Control ~ "(^|,)[[:space:]]*public" &&
      beresp.http.Cache-Control !~ "no-store|no-cache|private" &&
      !beresp.http.Set-Cookie) {
    # Varnish takes the time to keep from s-maxage; stale-while-revalidate is its grace.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
      set beresp.grace = std.duration(
        regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
    }
    return (deliver);
  }
  # Not shared: not kept at all (no hit-for-miss object, which would stand in for the shared
  # page of the same URL).
  set beresp.uncacheable = true;
  set beresp.ttl = 0s;
  set beresp.grace = 0s;
  return (deliver);
}

sub vcl_deliver {
  # The keys are for this cache only.
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
}
