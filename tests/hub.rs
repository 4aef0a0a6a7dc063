//! `dama hub`: whole conversations with the binary through pipes, as a GUI holds them.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use rules::{Position, Variant};

const START_10X10: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
/// Generous: the machine is shared, and a debug build searches slowly.
const PATIENCE: Duration = Duration::from_secs(30);

struct Engine {
    child: Child,
    /// `None` once closed, as a GUI that goes away closes it.
    input: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
            .args(["hub", "--hash", "8"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("dama hub starts");
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input: Some(input),
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        let input = self.input.as_mut().expect("input still open");
        writeln!(input, "{line}").expect("the engine reads");
        input.flush().expect("flush");
    }

    fn recv(&self) -> String {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => panic!("no answer within {PATIENCE:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine closed its output"),
        }
    }

    /// Lines up to and including the first that starts with `word`.
    fn until(&self, word: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.recv();
            let done = line.split_whitespace().next() == Some(word);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// Nothing more is said for a moment.
    fn silent(&self) {
        match self.lines.recv_timeout(Duration::from_millis(300)) {
            Err(RecvTimeoutError::Timeout) => {}
            other => panic!("unexpected: {other:?}"),
        }
    }

    fn ready(&mut self) {
        self.send("hub");
        self.until("wait");
        self.send("init");
        assert_eq!(self.until("ready"), ["ready"]);
    }

    fn exits(mut self) {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(started.elapsed() < PATIENCE, "the engine did not exit");
            thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn value<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let start = line.find(&format!(" {key}="))? + key.len() + 2;
    let rest = &line[start..];
    if let Some(quoted) = rest.strip_prefix('"') {
        quoted.split('"').next()
    } else {
        rest.split_whitespace().next()
    }
}

/// The move of a `done` line, checked legal in `pos`.
fn done_move(done: &str, pos: &Position) -> rules::Move {
    assert!(done.starts_with("done move="), "{done}");
    let text = value(done, "move").expect("move=");
    engine::hub::parse_move(pos, text).unwrap_or_else(|e| panic!("{done}: {e}"))
}

#[test]
fn a_game_of_international_draughts_as_a_gui_plays_it() {
    let mut hub = Engine::start();
    hub.send("hub");
    let intro = hub.until("wait");
    assert!(intro[0].starts_with("id name=dama version="), "{intro:?}");
    let param = intro
        .iter()
        .find(|l| l.starts_with("param name=variant"))
        .expect("variant param");
    let values = value(param, "values").expect("values=");
    for variant in [
        "international",
        "english",
        "italian",
        "spanish",
        "brazilian",
        "dameo",
    ] {
        assert!(values.split_whitespace().any(|v| v == variant), "{param}");
    }
    hub.send("set-param name=variant value=normal");
    hub.send("init");
    assert_eq!(hub.until("ready"), ["ready"]);

    // A search to a fixed depth: info lines, then the move and the expected reply.
    hub.send(&format!("pos pos={START_10X10} moves=\"32-28 19-23\""));
    hub.send("level depth=5");
    hub.send("go think");
    let lines = hub.until("done");
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info ")).collect();
    assert!(!infos.is_empty(), "{lines:?}");
    for key in ["depth", "mean-depth", "score", "nodes", "time", "nps", "pv"] {
        assert!(value(infos[0], key).is_some(), "{key} in {}", infos[0]);
    }
    assert_eq!(value(infos.last().unwrap(), "depth"), Some("5"));
    let pos = Position::start(Variant::International);
    let pos = pos.play(&pos.parse_move("32-28").unwrap());
    let pos = pos.play(&pos.parse_move("19-23").unwrap());
    // Taking is compulsory: 28x19, written with the captured square as Hub wants it.
    let done = lines.last().unwrap();
    assert_eq!(value(done, "move"), Some("28x19x23"), "{done}");
    let after = pos.play(&done_move(done, &pos));
    let ponder = value(done, "ponder").expect("an expected reply");
    engine::hub::parse_move(&after, ponder).expect("the reply is legal");

    // ping during a search, then ponder and ponder-hit with a move time.
    hub.send("ping");
    assert_eq!(hub.recv(), "pong");
    hub.send("new-game");
    hub.send(&format!("pos pos={START_10X10}"));
    hub.send("level move-time=0.3");
    hub.send("go ponder");
    thread::sleep(Duration::from_millis(100));
    hub.send("ping");
    hub.send("ponder-hit");
    let lines = hub.until("done");
    assert!(lines.contains(&"pong".to_string()), "{lines:?}");
    done_move(
        lines.last().unwrap(),
        &Position::start(Variant::International),
    );

    // Analysis without a limit runs until stop, and still answers done.
    hub.send("level infinite");
    hub.send("go analyze");
    thread::sleep(Duration::from_millis(300));
    hub.send("stop");
    let lines = hub.until("done");
    done_move(
        lines.last().unwrap(),
        &Position::start(Variant::International),
    );

    // Limits by nodes and by the clock.
    hub.send("level nodes=2000");
    hub.send("go think");
    done_move(
        hub.until("done").last().unwrap(),
        &Position::start(Variant::International),
    );
    hub.send("level moves=40 time=2 inc=0.1");
    hub.send("go think");
    done_move(
        hub.until("done").last().unwrap(),
        &Position::start(Variant::International),
    );

    hub.send("quit");
    hub.exits();
}

#[test]
fn commands_out_of_order_or_malformed_get_an_error_line_and_the_engine_goes_on() {
    let mut hub = Engine::start();
    let error = |hub: &mut Engine, line: &str| {
        hub.send(line);
        let answer = hub.recv();
        assert!(answer.starts_with("error message=\""), "{line} → {answer}");
        answer
    };
    // Before hub and init.
    assert!(error(&mut hub, "init").contains("hub"));
    assert!(error(&mut hub, &format!("pos pos={START_10X10}")).contains("init"));
    error(&mut hub, "go think");
    hub.ready();
    // Malformed.
    error(&mut hub, "go think");
    error(&mut hub, "pos pos=Xbbb");
    error(&mut hub, "pos pos=Wbbbb");
    error(&mut hub, &format!("pos pos={START_10X10} moves=\"32-26\""));
    error(
        &mut hub,
        &format!("pos pos={START_10X10} moves=\"31-27 20-24 27-21 24-29 33x24x29\""),
    );
    error(&mut hub, "pos pos=\"Wbbb");
    error(&mut hub, "level depth=0");
    error(&mut hub, "level depth=many");
    error(&mut hub, "level move-time=-1");
    error(&mut hub, "level");
    error(&mut hub, "go");
    error(&mut hub, "set-param name=variant value=chess");
    error(&mut hub, "set-param name=colour value=red");
    error(&mut hub, "stop");
    error(&mut hub, "ponder-hit");
    error(&mut hub, "castle kingside");
    error(&mut hub, "=");
    // A terminal position is refused, not searched.
    hub.send(&format!("pos pos=W{}b", "e".repeat(49)));
    assert!(error(&mut hub, "go think").contains("over"));
    // Busy: only ping, stop, ponder-hit and quit while searching.
    hub.send(&format!("pos pos={START_10X10}"));
    hub.send("level infinite");
    hub.send("go think");
    thread::sleep(Duration::from_millis(100));
    hub.send("level depth=3");
    hub.send(&format!("pos pos={START_10X10}"));
    hub.send("stop");
    let lines = hub.until("done");
    let errors = lines.iter().filter(|l| l.starts_with("error")).count();
    assert_eq!(errors, 2, "{lines:?}");
    // Still well.
    hub.send("ping");
    assert_eq!(hub.recv(), "pong");
    hub.silent();
    // The GUI goes away: the engine quits, even in the middle of a search.
    hub.send("go think");
    hub.input = None;
    let started = Instant::now();
    loop {
        if hub.child.try_wait().expect("wait").is_some() {
            break;
        }
        assert!(started.elapsed() < PATIENCE, "no exit on end of input");
        thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn every_variant_is_played_through_the_variant_parameter() {
    let mut hub = Engine::start();
    hub.send("hub");
    hub.until("wait");
    for &variant in Variant::ALL {
        hub.send(&format!("set-param name=variant value={variant}"));
        hub.send("init");
        assert_eq!(hub.until("ready"), ["ready"]);
        let start = Position::start(variant);
        let text = engine::hub::format_position(&start);
        assert_eq!(text.len(), 1 + variant.board().playable_count() as usize);
        hub.send(&format!("pos pos={text}"));
        hub.send("level depth=3");
        hub.send("go think");
        let lines = hub.until("done");
        let mv = done_move(lines.last().unwrap(), &start);
        // The move comes back as the same Hub text it was sent as.
        let after = start.play(&mv);
        hub.send(&format!(
            "pos pos={text} moves=\"{}\"",
            engine::hub::format_move(variant, &mv)
        ));
        hub.send("go think");
        done_move(hub.until("done").last().unwrap(), &after);
        hub.send("hub");
        hub.until("wait");
    }
    hub.send("quit");
    hub.exits();
}
