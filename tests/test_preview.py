"""``deckgen preview``: the routes (Starlette's TestClient), the events after an edit (a
real server on a free port), and the page in headless Chromium (Playwright).

Skipped with the reason when the ``preview`` extra (or, for the browser test, Playwright or
/usr/bin/chromium) is missing.
"""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

import deckgen
import deckgen.preview as live
from deckgen.cli import app

runner = CliRunner()

EXTRA = live.missing_extra()
needs_extra = pytest.mark.skipif(EXTRA is not None, reason=f"no preview extra: {EXTRA}")

DRAW_TEN = """
card_types:
  draw_ten:
    label: "{label}"
    wild: true
    points: 50
    effect: {{draw: 10, skip_turn: true, choose_color: true}}
    name: {{en: Wild Draw Ten}}
    rule:
      en: Name the colour. The next player draws ten cards.
      ru: Назовите цвет. Следующий игрок берёт десять карт.
add:
  - {{type: draw_ten, copies: 2}}
"""


def write_deck(folder: Path, label: str = "+10") -> Path:
    """``deckgen new``'s starter deck with a card type of its own (a label to edit)."""
    path = folder / "my-deck.yaml"
    if not path.exists():
        deckgen.new_deck_file("my-deck", out_dir=folder)
        path.with_suffix(".start").write_text(path.read_text(encoding="utf-8"), "utf-8")
    start = path.with_suffix(".start").read_text(encoding="utf-8")
    path.write_text(start + DRAW_TEN.format(label=label), encoding="utf-8")
    return path


def test_without_the_extra_the_command_names_the_pip_command(monkeypatch):
    monkeypatch.setattr(live, "EXTRA_MODULES", ("deckgen_no_such_module",))
    result = runner.invoke(app, ["preview", "--no-open"])
    assert result.exit_code == 2
    assert "pip install 'deckgen[preview]'" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_a_deck_that_names_nothing_is_refused_before_serving():
    if EXTRA is not None:
        pytest.skip(f"no preview extra: {EXTRA}")
    result = runner.invoke(app, ["preview", "no-such-deck", "--no-open"])
    assert result.exit_code == 1
    assert "no deck named 'no-such-deck'" in result.output


def test_a_comma_list_of_house_rules_is_one_box_each():
    """Newcomer review 8: ``--house-rule a,b`` is a list everywhere, the preview too."""
    options = live.PreviewOptions(house_rules=("stacking,draw-to-match", "seven-o"))
    assert options.house_rules == ("stacking", "draw-to-match", "seven-o")


def wait_for(predicate, timeout=60.0):
    """``predicate()``'s first true value, asked every 20 ms at first and less often as the
    wait goes on (up to every 250 ms): each ask is a request the preview answers, and
    asking every 20 ms through a booklet's drawing took as much CPU as the drawing (two
    cores shared by the whole suite). Raises ``AssertionError`` after ``timeout`` s: long
    enough for a redraw on a loaded machine (a Russian redraw took over 20 s at load 10)."""
    end = time.monotonic() + timeout
    pause = 0.02
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(pause)
        pause = min(pause * 1.5, 0.25)
    raise AssertionError("timed out")


def _preview(folder: Path):
    pytest.importorskip("starlette", reason=f"no preview extra: {EXTRA}")
    from deckgen.preview.server import make_preview

    deck = write_deck(folder)
    return make_preview(live.PreviewOptions(deck=deck, out_dir=folder / "out"))


def _client(preview):
    from starlette.testclient import TestClient

    from deckgen.preview.server import make_app

    with TestClient(make_app(preview), base_url="http://127.0.0.1:8000") as client:
        wait_for(lambda: client.get("/api/state").json()["version"] >= 1)
        yield client


@pytest.fixture
def preview(tmp_path):
    preview = _preview(tmp_path)
    yield preview
    preview.session.close()


@pytest.fixture
def client(preview):
    yield from _client(preview)


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One preview for the tests that only read (its deck file is never edited)."""
    preview = _preview(tmp_path_factory.mktemp("shared"))
    for client in _client(preview):
        yield preview, client


@needs_extra
def test_the_page_lists_every_unique_face_the_back_and_the_table(shared):
    preview, client = shared
    state = client.get("/api/state").json()
    faces = state["faces"]
    assert len(faces) == 55  # classic-108's 54 unique faces and Wild Draw Ten
    assert {k: v for k, v in faces[-1].items() if k != "url"} == {
        "id": "draw-ten",
        "label": "Wild Draw Ten",
        "count": 2,
    }
    image = client.get(faces[0]["url"])
    assert image.headers["content-type"] == "image/png" and image.content[:4] == b"\x89PNG"
    assert client.get(state["back"]).status_code == 200
    assert state["info"]["total"] == 110
    page = client.get("/")
    assert preview.token in page.text and "/static/app.js" in page.text


@needs_extra
def test_a_foreign_host_header_is_refused(shared):
    preview, client = shared
    assert client.get("/", headers={"Host": "attacker.example"}).status_code == 400
    assert client.get("/api/state", headers={"Host": "localhost:1234"}).status_code == 200


@needs_extra
def test_writing_needs_the_token_and_this_origin(shared):
    preview, client = shared
    assert client.post("/api/build").status_code == 403
    assert client.post("/api/build", headers={"X-Deckgen-Token": "guess"}).status_code == 403
    assert client.post("/api/choice", json={"lang": "ru"}).status_code == 403
    headers = {"X-Deckgen-Token": preview.token, "Origin": "http://attacker.example"}
    assert client.post("/api/build", headers=headers).status_code == 403
    assert not (preview.session.out_dir or Path("/nonexistent")).exists()


@needs_extra
def test_only_the_current_outputs_are_served(shared):
    preview, client = shared
    for url in (
        "/face/..%2F..%2Fmy-deck.yaml.png",
        "/face/my-deck.png",
        "/static/index.html",
        "/static/..%2Fsession.py",
        "/booklet/0.png",
        "/booklet/99.png",
        "/my-deck.yaml",
    ):
        assert client.get(url).status_code == 404, url


@needs_extra
def test_a_choice_is_one_the_selectors_offer(client, preview):
    headers = {"X-Deckgen-Token": preview.token}
    wanted = {"style": "/etc/passwd", "lang": "en", "ruleset": "official", "house_rules": []}
    answer = client.post("/api/choice", json=wanted, headers=headers)
    assert answer.status_code == 400 and "unknown style" in answer.json()["error"]
    before = client.get("/api/state").json()
    wanted = {**wanted, "style": "classic", "lang": "ru"}
    assert client.post("/api/choice", json=wanted, headers=headers).status_code == 200
    after = wait_for(
        lambda: (s := client.get("/api/state").json())["version"] > before["version"] and s
    )
    assert after["choice"]["lang"] == "ru"
    urls = {f["id"]: f["url"] for f in before["faces"]}
    changed = [f["id"] for f in after["faces"] if urls[f["id"]] != f["url"]]
    assert changed == ["draw-ten"]  # the only rule text with a Russian translation


@needs_extra
def test_an_invalid_file_shows_validates_message_and_keeps_the_faces(client, preview):
    deck = preview.session.deck_path
    good = client.get("/api/state").json()
    deck.write_text(deck.read_text(encoding="utf-8") + "  - {type: draw_ten, copies: 0}\n")
    broken = wait_for(lambda: (s := client.get("/api/state").json())["error"] and s)
    expected = deckgen.validate_decks([deck])[0].error
    assert broken["error"] == "\n".join(f"error: {x}" for x in str(expected).splitlines())
    assert f"{deck.name}:" in broken["error"] and ":" in broken["error"]
    assert broken["faces"] == good["faces"]  # the last good render stays
    write_deck(deck.parent)
    fixed = wait_for(lambda: (s := client.get("/api/state").json())["error"] is None and s)
    assert fixed["faces"] == good["faces"]


@pytest.fixture
def server(preview):
    """The preview served by uvicorn on a free port, in a thread; its URL."""
    import uvicorn

    from deckgen.preview.server import bind, make_app

    sock = bind(0)
    config = uvicorn.Config(make_app(preview), log_level="warning", timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    wait_for(lambda: server.started)
    wait_for(lambda: preview.session.version >= 1 and preview.session.booklet_version >= 1)
    yield url
    server.should_exit = True
    thread.join(5)
    sock.close()


@needs_extra
def test_an_edit_sends_an_event_within_a_second_and_redraws_one_face(server, preview):
    import httpx

    before = httpx.get(f"{server}/api/state").json()
    with httpx.stream("GET", f"{server}/events", timeout=5) as events:
        lines = events.iter_lines()
        assert next(lines) == "retry: 500"
        started = time.monotonic()
        write_deck(preview.session.deck_path.parent, label="+12")
        for line in lines:
            if line == "event: cards":
                break
        elapsed = time.monotonic() - started
    assert elapsed < 1.5, f"{elapsed:.2f} s from save to event"
    after = httpx.get(f"{server}/api/state").json()
    urls = {f["id"]: f["url"] for f in before["faces"]}
    assert [f["id"] for f in after["faces"] if urls[f["id"]] != f["url"]] == ["draw-ten"]


CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


@needs_extra
def test_the_page_in_a_browser_follows_an_edit(server, preview, tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
    if not Path(CHROMIUM).exists():
        pytest.skip("no Chromium: apt-get install chromium")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(server + "/")
        page.wait_for_function("document.querySelectorAll('#faces img').length === 55")
        draw_ten = page.locator('#faces figure[data-id="draw-ten"] img')
        red_seven = page.locator('#faces figure[data-id="red-7"] img')
        ten_before, seven_before = draw_ten.get_attribute("src"), red_seven.get_attribute("src")
        page.wait_for_function("document.querySelectorAll('#booklet img').length > 0")
        page.screenshot(path=str(tmp_path / "preview.png"))
        started = time.monotonic()
        write_deck(preview.session.deck_path.parent, label="+12")
        page.wait_for_function(
            f"document.querySelector('#faces figure[data-id=\"draw-ten\"] img')"
            f".getAttribute('src') !== {ten_before!r}",
            timeout=2000,
        )
        assert time.monotonic() - started < 2
        assert red_seven.get_attribute("src") == seven_before
        assert page.request.get(server + seven_before).body() == (
            preview.session.shown.faces["red-7"].png
        )
        deck = preview.session.deck_path
        deck.write_text(deck.read_text(encoding="utf-8") + "  - {type: draw_ten, copies: 0}\n")
        page.wait_for_selector("#error:not([hidden])", timeout=2000)
        assert "my-deck.yaml:" in page.locator("#error").inner_text()
        browser.close()


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux /proc)."""
    found = set()
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
        except OSError:
            continue
        if f"\nPPid:\t{pid}\n" in text:
            found.add(int(status.parent.name))
    return found


@needs_extra
def test_closing_while_a_booklet_renders_leaves_no_folder(preview, monkeypatch):
    """The server stops without waiting for a booklet render (a daemon thread); the render
    that ends after close() must not leave its folder behind in the temporary folder."""
    import deckgen.preview.session as session_module

    real = session_module.build_booklet

    def closed_meanwhile(*args, **kwargs):
        preview.session.close()  # the server stopped while this render ran
        return real(*args, **kwargs)

    monkeypatch.setattr(session_module, "build_booklet", closed_meanwhile)
    folder = Path(preview.session._tmp.name)
    assert preview.session.render_booklet() is False
    assert not folder.exists()


@needs_extra
@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads child processes from /proc")
@pytest.mark.parametrize("signum", ["SIGINT", "SIGTERM"])
def test_ctrl_c_stops_the_command_cleanly(tmp_path, signum):
    import os
    import signal
    import subprocess
    import sys

    import httpx

    # the twelve-card test deck: what is checked is the clean-up, not the faces or the
    # booklet (the starter deck's 50-odd faces took half of each test's ~6 s of CPU)
    deck = Path(__file__).parent / "data" / "twelve-cards.yaml"
    root = Path(deckgen.__file__).resolve().parent.parent
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {**os.environ, "PYTHONPATH": str(root), "TMPDIR": str(temporary)}
    command = [sys.executable, "-m", "deckgen", "preview", str(deck), "--no-open"]
    # a shell starts background jobs with SIGINT ignored, and a child inherits that: give
    # the preview the terminal's default, as a user pressing Ctrl-C has it
    process = subprocess.Popen(
        command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    # one client for the polling: each bare httpx.get() builds an SSL context (~50 ms of
    # CPU), which every 20 ms took a whole core from the preview drawing its booklet
    http = httpx.Client()
    try:
        line = process.stdout.readline() if process.stdout else ""
        url = line.split(" at ")[1].split()[0]
        assert url.startswith("http://127.0.0.1:")
        wait_for(lambda: http.get(url + "api/state").status_code == 200)
        # the booklet folder exists once the first booklet is drawn (slow on a busy machine)
        wait_for(lambda: http.get(url + "api/state").json()["booklet_version"] >= 1, 120)
        children = _children(process.pid)
        process.send_signal(getattr(signal, signum))
        # 128 + the signal: the shell's status for a program a signal stopped (uvicorn
        # re-raises Ctrl-C; deckgen exits so on SIGTERM)
        assert process.wait(timeout=10) == 128 + getattr(signal, signum)
        assert "Traceback" not in (process.stderr.read() if process.stderr else "")
        assert not any(Path(f"/proc/{pid}").exists() for pid in children)
        assert not list(temporary.glob("deckgen-preview-*"))  # the booklet folder is gone
    finally:
        http.close()
        if process.poll() is None:
            process.kill()
            process.wait()
