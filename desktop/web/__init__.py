"""The venue web (issue 26): the event served to the players' phones by the organiser's desk, and the
same pages published as a static site.

- :mod:`desktop.web.messages`  the pages' words, English and Ukrainian, chosen by Accept-Language
- :mod:`desktop.web.site`      what each page shows, as plain data built from the services' views
- :mod:`desktop.web.render`    Jinja2 (autoescaping every value) over ``templates/``
- :mod:`desktop.web.publish`   ``event publish EVENT DIR``: the pages without the live parts
- :mod:`desktop.web.server`    the Starlette app (live pages, server-sent events, check-in and reports
                               by personal code) and :class:`~desktop.web.server.WebServer`, uvicorn in
                               a thread of ``event serve``
- :mod:`desktop.web.child`     :class:`~desktop.web.child.ServedEvent`: the desk's venue web as a child
                               process (``event serve --status-json``), what it says read back

Like the UI, the web reaches data only through the services (no SQL, no Qt).
"""
