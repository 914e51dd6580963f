"""The preview's web server: Starlette routes, server-sent events, the file watcher.

Internal. Serves on 127.0.0.1 only; every request's Host header must name this machine
(``127.0.0.1`` or ``localhost``: a page elsewhere cannot reach the server through DNS
rebinding); every POST needs the per-run random token the page was served with. Only the
current render's images and booklet are served, looked up by face id or page number in
memory: nothing the page sends is used to open a file.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import socket
import threading
import webbrowser
from collections.abc import AsyncIterator, Callable
from importlib import resources
from pathlib import Path

import uvicorn
import watchfiles
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from ..errors import DeckgenError, OutputError
from .options import PreviewOptions
from .session import Choice, Picture, PreviewSession

HOSTS = ["127.0.0.1", "localhost"]
TOKEN_HEADER = "x-deckgen-token"
STATIC = {"app.js": "text/javascript", "style.css": "text/css"}
KEEPALIVE_S = 15.0


def _static(name: str) -> str:
    return resources.files(__package__).joinpath("static", name).read_text(encoding="utf-8")


class Preview:
    """The session, the render loop and the event subscribers of one server."""

    def __init__(self, session: PreviewSession, token: str | None = None) -> None:
        self.session = session
        self.token = token or secrets.token_urlsafe(24)
        self.queues: set[asyncio.Queue[str]] = set()
        self.wanted: asyncio.Event | None = None
        self.booklet_wanted: asyncio.Event | None = None
        self.stopping: asyncio.Event | None = None
        self.tasks: list[asyncio.Task[None]] = []

    def publish(self, event: str) -> None:
        """Tell every open page that ``event`` (``cards`` or ``booklet``) has news."""
        for queue in self.queues:
            queue.put_nowait(event)

    def request_render(self) -> None:
        """Re-render soon (requests made while rendering coalesce into one more)."""
        if self.wanted is not None:
            self.wanted.set()

    async def render_loop(self) -> None:
        """Render the faces whenever asked (requests made meanwhile coalesce into one
        more), publish them at once, then ask for the booklet."""
        assert self.wanted is not None and self.booklet_wanted is not None
        while True:
            await self.wanted.wait()
            self.wanted.clear()
            await _in_thread(self.session.render_cards)
            self.publish("cards")
            self.booklet_wanted.set()

    async def booklet_loop(self) -> None:
        """Make the booklet and its page images after the faces, on its own: a slow
        booklet never holds up the next edit's faces."""
        assert self.booklet_wanted is not None
        while True:
            await self.booklet_wanted.wait()
            self.booklet_wanted.clear()
            await _in_thread(self.session.render_booklet)
            self.publish("booklet")

    async def watch_loop(self) -> None:
        """Watch the folders of the watched files; a change to one of them re-renders."""
        assert self.stopping is not None
        while not self.stopping.is_set():
            files = self.session.watched_files()
            folders = sorted({str(f.parent) for f in files if f.parent.is_dir()})

            def relevant(_: watchfiles.Change, path: str, files: set[Path] = files) -> bool:
                return Path(path).resolve() in files

            async for _ in watchfiles.awatch(
                *folders,
                watch_filter=relevant,
                stop_event=self.stopping,
                debounce=60,
                step=20,
            ):
                self.request_render()
                if self.session.watched_files() != files:
                    break  # a new extends:, style or image: watch anew

    @contextlib.asynccontextmanager
    async def lifespan(self, app: Starlette) -> AsyncIterator[None]:
        self.wanted, self.stopping = asyncio.Event(), asyncio.Event()
        self.booklet_wanted = asyncio.Event()
        self.tasks = [
            asyncio.create_task(self.render_loop()),
            asyncio.create_task(self.booklet_loop()),
            asyncio.create_task(self.watch_loop()),
        ]
        self.request_render()
        try:
            yield
        finally:
            self.stopping.set()
            for task in self.tasks:
                task.cancel()
            await asyncio.gather(*self.tasks, return_exceptions=True)
            self.session.close()

    # routes

    async def page(self, request: Request) -> Response:
        html = _static("index.html").replace("{{token}}", self.token)
        return HTMLResponse(html, headers={"Cache-Control": "no-store"})

    async def static(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return Response("not found", 404)
        return Response(_static(name), media_type=STATIC[name])

    async def state(self, request: Request) -> Response:
        s = self.session
        shown = s.shown
        faces = [
            {**row, "url": f"/face/{row['id']}.png?v={shown.faces[row['id']].digest}"}
            for row in shown.rows
            if row["id"] in shown.faces
        ]
        pages = [f"/booklet/{n}.png?v={p.digest}" for n, p in enumerate(shown.pages, 1)]
        return JSONResponse(
            {
                "version": s.version,
                "booklet_version": s.booklet_version,
                "error": s.error,
                "booklet_error": s.booklet_error,
                "deck": {"id": s.deck_id, "name": s.deck_name, "file": str(s.deck_path)},
                "faces": faces,
                "back": f"/back.png?v={shown.back.digest}" if shown.back else None,
                "info": shown.info,
                "booklet": {"pages": pages, "pdf": "/booklet.pdf" if shown.pdf else None},
                "choice": {
                    "style": s.choice.style,
                    "lang": s.choice.lang,
                    "ruleset": s.choice.ruleset,
                    "house_rules": list(s.choice.house_rules),
                },
                "options": s.options(),
            },
            headers={"Cache-Control": "no-store"},
        )

    async def face(self, request: Request) -> Response:
        return _png(self.session.shown.faces.get(request.path_params["face_id"]))

    async def back(self, request: Request) -> Response:
        return _png(self.session.shown.back)

    async def booklet_page(self, request: Request) -> Response:
        number, pages = request.path_params["number"], self.session.shown.pages
        return _png(pages[number - 1] if 1 <= number <= len(pages) else None)

    async def booklet_pdf(self, request: Request) -> Response:
        pdf = self.session.shown.pdf
        if pdf is None:
            return Response("no booklet yet", 404)
        return Response(pdf, media_type="application/pdf")

    async def events(self, request: Request) -> Response:
        queue: asyncio.Queue[str] = asyncio.Queue()
        self.queues.add(queue)

        async def stream() -> AsyncIterator[str]:
            try:
                yield "retry: 500\nevent: hello\ndata: {}\n\n"
                while self.stopping is None or not self.stopping.is_set():
                    try:
                        event = await asyncio.wait_for(queue.get(), KEEPALIVE_S)
                    except TimeoutError:
                        yield ": keep-alive\n\n"
                        continue
                    yield f"event: {event}\ndata: {json.dumps(self.session.version)}\n\n"
            finally:
                self.queues.discard(queue)

        return StreamingResponse(
            stream(), media_type="text/event-stream", headers={"Cache-Control": "no-store"}
        )

    def _refused(self, request: Request) -> Response | None:
        """403 unless the request carries the token and, if it says, comes from here."""
        origin = request.headers.get("origin")
        if origin is not None and origin.split("://")[-1].split(":")[0] not in HOSTS:
            return Response("requests from other sites are refused", 403)
        if not secrets.compare_digest(request.headers.get(TOKEN_HEADER, ""), self.token):
            return Response("missing or wrong token", 403)
        return None

    async def choose(self, request: Request) -> Response:
        if refused := self._refused(request):
            return refused
        try:
            wanted = await request.json()
            choice = self.session.choose(wanted if isinstance(wanted, dict) else {})
        except (ValueError, json.JSONDecodeError) as exc:
            return JSONResponse({"error": str(exc)}, 400)
        self.request_render()
        return JSONResponse({"choice": choice.__dict__ | {"house_rules": list(choice.house_rules)}})

    async def build(self, request: Request) -> Response:
        if refused := self._refused(request):
            return refused
        try:
            written = await asyncio.to_thread(self.session.build)
        except DeckgenError as exc:
            lines = [f"error: {line}" for line in str(exc).splitlines()]
            return JSONResponse({"error": "\n".join(lines)}, 422)
        return JSONResponse({"written": [str(path) for path in written]})


async def _in_thread(work: Callable[[], bool]) -> bool:
    """``work()`` in a daemon thread: stopping the server never waits for a render."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[bool] = loop.create_future()

    def run() -> None:
        result: bool | None = None
        error: Exception | None = None
        try:
            result = work()
        except Exception as exc:  # reported to the awaiting task, not lost in the thread
            error = exc
        with contextlib.suppress(RuntimeError):  # the loop closed: the server stopped
            loop.call_soon_threadsafe(_settle, done, result, error)

    threading.Thread(target=run, daemon=True, name="deckgen-preview-render").start()
    return await done


def _settle(done: asyncio.Future[bool], result: bool | None, exc: Exception | None) -> None:
    if done.done():  # the server stopped meanwhile
        return
    if exc is not None:
        done.set_exception(exc)
    else:
        done.set_result(bool(result))


def _png(picture: Picture | None) -> Response:
    if picture is None:
        return Response("not found", 404)
    return Response(
        picture.png,
        media_type="image/png",
        headers={"Cache-Control": "max-age=3600", "ETag": picture.digest},
    )


def make_app(preview: Preview) -> Starlette:
    """The Starlette application of ``preview``, behind the Host header check (400)."""
    return Starlette(
        routes=[
            Route("/", preview.page),
            Route("/static/{name}", preview.static),
            Route("/api/state", preview.state),
            Route("/api/choice", preview.choose, methods=["POST"]),
            Route("/api/build", preview.build, methods=["POST"]),
            Route("/events", preview.events),
            Route("/face/{face_id}.png", preview.face),
            Route("/back.png", preview.back),
            Route("/booklet/{number:int}.png", preview.booklet_page),
            Route("/booklet.pdf", preview.booklet_pdf),
        ],
        middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=HOSTS)],
        lifespan=preview.lifespan,
    )


def make_preview(options: PreviewOptions) -> Preview:
    """The session for ``options`` (raises :class:`DeckgenError` for a deck, style or
    ruleset that names nothing, or an unknown language)."""
    choice = Choice(str(options.style), options.lang, str(options.ruleset), options.house_rules)
    return Preview(PreviewSession(options.deck, choice, options.out_dir))


def bind(port: int) -> socket.socket:
    """A listening socket on 127.0.0.1:``port`` (0: a free port). Raises
    :class:`OutputError` if the port is taken."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind(("127.0.0.1", port))
    except OSError as exc:
        sock.close()
        raise OutputError(
            f"cannot listen on 127.0.0.1:{port}: {exc.strerror}; "
            "give another --port, or leave it out for a free one"
        ) from None
    sock.listen(64)
    return sock


def serve(options: PreviewOptions, announce: Callable[[str], None]) -> None:
    """Run the preview until Ctrl-C (see :func:`deckgen.preview.run_preview`)."""
    preview = make_preview(options)
    try:
        sock = bind(options.port)
    except BaseException:
        preview.session.close()
        raise
    url = f"http://127.0.0.1:{sock.getsockname()[1]}/"
    config = uvicorn.Config(
        make_app(preview), log_level="warning", timeout_graceful_shutdown=1, lifespan="on"
    )
    server = uvicorn.Server(config)
    announce(url)
    if options.open_browser:
        threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()


__all__ = ["Preview", "make_app", "make_preview", "serve", "bind"]
