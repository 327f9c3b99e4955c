# The theme servers behind tooling/varnish/mise.vcl, taken in turn. Copy as mise-backends.vcl
# into a folder on varnishd's vcl_path and put your addresses in.
import directors;

backend theme_a {
  .host = "127.0.0.1";
  .port = "3000";
}

backend theme_b {
  .host = "127.0.0.1";
  .port = "3001";
}

sub vcl_init {
  new themes = directors.round_robin();
  themes.add_backend(theme_a);
  themes.add_backend(theme_b);
}

sub mise_backend {
  set req.backend_hint = themes.backend();
}
