//! Several `dama` processes (the console adapter, one per process) on one database, driven
//! through their standard input and output as a script would, with faults in the middle:
//!
//! - one of four processes killed with SIGKILL while it plays: every move it acknowledged is
//!   in the database, and the other three go on and finish their games (SQLite and
//!   PostgreSQL);
//! - the PostgreSQL server stopped for 5 s under load and started again: commands during the
//!   outage are answered "the bot cannot reach its database", no change is half applied, the
//!   processes reconnect by themselves, and the time-outs that fell due meanwhile are each
//!   announced once, by one process.

mod support;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bot::store::{GameStatus, Store};
use rules::Game;
use support::db::{TestDb, on_both_databases};
use support::{Miniature, miniatures};

/// How long a reply may take before the test gives up on it.
const REPLY: Duration = Duration::from_secs(20);

/// One `dama` process on the console, reading commands from the test.
struct Dama {
    child: Child,
    stdin: ChildStdin,
    /// The lines the process prints, as they come.
    lines: Receiver<String>,
    /// Every `dama>` line it printed, kept for the end of the test.
    said: Arc<Mutex<Vec<String>>>,
    _dir: tempfile::TempDir,
}

impl Dama {
    fn start(url: &str) -> Dama {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
            .env("DATABASE_URL", url)
            .env_remove("TELEGRAM_TOKEN")
            .env_remove("DISCORD_TOKEN")
            .env("RUST_LOG", "warn")
            .current_dir(dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(
                std::fs::File::create(dir.path().join("stderr.log"))
                    .map(Stdio::from)
                    .unwrap_or_else(|_| Stdio::null()),
            )
            .spawn()
            .expect("the dama binary runs");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (send, lines) = channel();
        let said = Arc::new(Mutex::new(Vec::new()));
        let keep = Arc::clone(&said);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if line.starts_with("dama> ") {
                    keep.lock().unwrap().push(line.clone());
                }
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Dama {
            child,
            stdin,
            lines,
            said,
            _dir: dir,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the process reads its input");
        self.stdin.flush().expect("the process reads its input");
    }

    /// The next reply line (`dama> …`) that `wanted` recognises, skipping announcements and
    /// board drawings; `None` if none comes in time.
    fn reply(&mut self, wanted: impl Fn(&str) -> bool) -> Option<String> {
        let deadline = Instant::now() + REPLY;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with("dama> ") && wanted(&line) => return Some(line),
                Ok(_) => continue,
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => return None,
            }
        }
    }

    /// Challenges and accepts a game of `variant` between `white` and `black`; its id.
    fn start_game(&mut self, white: &str, black: &str, variant: &str) -> i64 {
        self.send(&format!("{white}: !challenge @{black} {variant} white"));
        let offer = self
            .reply(|l| l.contains("(game #"))
            .expect("the challenge is answered");
        let id = game_number(&offer).expect("a game number");
        self.send(&format!("{black}: !accept #{id}"));
        let started = self
            .reply(|l| l.contains(&format!("#{id}")))
            .expect("the acceptance is answered");
        assert!(started.contains("starts"), "{started}");
        id
    }

    fn said(&self) -> Vec<String> {
        self.said.lock().unwrap().clone()
    }

    fn kill(&mut self) {
        // SIGKILL: no shutdown, no flush, no rollback by the process itself.
        self.child.kill().expect("the process is killed");
        self.child.wait().ok();
    }
}

impl Drop for Dama {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A game a process plays: its id, the miniature, how far it got.
struct Playing {
    id: i64,
    white: String,
    black: String,
    game: Miniature,
    next: usize,
}

impl Playing {
    fn next_move(&self) -> Option<(String, String)> {
        let mv = self.game.moves.get(self.next)?;
        let white_moves = self.next.is_multiple_of(2)
            == (self.game.variant.first_player() == rules::Color::White);
        let who = if white_moves {
            &self.white
        } else {
            &self.black
        };
        Some((format!("{who}: !move #{} {mv}", self.id), mv.clone()))
    }
}

/// What a reply to a move said.
#[derive(Debug, PartialEq, Eq)]
enum Answer {
    Played,
    Unreachable,
    Refused(String),
}

/// The number in a challenge's `(game #12…`.
fn game_number(offer: &str) -> Option<i64> {
    let digits: String = offer
        .split("(game #")
        .nth(1)?
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// Whether a line names game `id` (`#12`, not `#123`).
fn names_game(line: &str, id: i64) -> bool {
    let tag = format!("#{id}");
    line.match_indices(&tag).any(|(at, _)| {
        !line[at + tag.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

/// The answer to a command about game `id`, skipping what the process says of other games
/// (the scheduler's announcements).
fn answer_to(dama: &mut Dama, id: i64) -> Option<Answer> {
    let line = dama.reply(|l| l.contains("cannot reach its database") || names_game(l, id))?;
    Some(if line.contains("cannot reach its database") {
        Answer::Unreachable
    } else if line.starts_with(&format!("dama> #{id} ")) {
        Answer::Played
    } else {
        Answer::Refused(line)
    })
}

/// `games` games for process `p`, started through it: miniatures in turn.
fn start_games(dama: &mut Dama, p: usize, games: usize) -> Vec<Playing> {
    let all = miniatures();
    (0..games)
        .map(|g| {
            let game = all[(p + g) % all.len()].clone();
            let (white, black) = (format!("w{p}x{g}"), format!("b{p}x{g}"));
            let id = dama.start_game(&white, &black, game.variant.name());
            Playing {
                id,
                white,
                black,
                game,
                next: 0,
            }
        })
        .collect()
}

/// The game is whole in the database: its row, its moves and its position agree, and it
/// holds at least `acknowledged` moves of its line, in order.
async fn check_whole(store: &Store, playing: &Playing, acknowledged: usize) -> usize {
    let row = store.game(playing.id).await.unwrap().expect("the game row");
    let events = store.events(playing.id).await.unwrap();
    let texts: Vec<&str> = events.iter().map(|e| e.text.as_str()).collect();
    assert_eq!(row.events as usize, events.len(), "game {}", playing.id);
    assert_eq!(row.plies as usize, events.len(), "game {}", playing.id);
    assert!(
        texts.len() >= acknowledged,
        "game {}: {} moves acknowledged, {} stored",
        playing.id,
        acknowledged,
        texts.len()
    );
    let line: Vec<&str> = playing.game.moves.iter().map(String::as_str).collect();
    assert_eq!(
        texts,
        line[..texts.len()],
        "game {}: no move lost, doubled or reordered",
        playing.id
    );
    let mut replayed = Game::new(playing.game.variant);
    for mv in &texts {
        replayed.play_text(mv).unwrap();
    }
    assert_eq!(row.fen, replayed.position().to_fen(), "game {}", playing.id);
    texts.len()
}

on_both_databases!(worker_threads = 2; kill_9_of_one_of_four_processes_loses_no_acknowledged_move);

async fn kill_9_of_one_of_four_processes_loses_no_acknowledged_move(db: TestDb) {
    // The schema first, so that four processes starting at once find it there.
    let store = db.store().await;
    let mut processes: Vec<Dama> = (0..4).map(|_| Dama::start(&db.url)).collect();
    let mut games: Vec<Vec<Playing>> = processes
        .iter_mut()
        .enumerate()
        .map(|(p, dama)| start_games(dama, p, 3))
        .collect();

    // Every process gets all its moves at once (a burst of messages); the test reads the
    // acknowledgements as they come.
    let mut pending: Vec<Vec<(usize, String)>> = Vec::new();
    for (p, dama) in processes.iter_mut().enumerate() {
        let mut sent = Vec::new();
        let mut cursors: Vec<usize> = vec![0; games[p].len()];
        loop {
            let mut any = false;
            for (g, playing) in games[p].iter().enumerate() {
                if let Some(mv) = playing.game.moves.get(cursors[g]) {
                    let white_moves = cursors[g].is_multiple_of(2)
                        == (playing.game.variant.first_player() == rules::Color::White);
                    let who = if white_moves {
                        &playing.white
                    } else {
                        &playing.black
                    };
                    dama.send(&format!("{who}: !move #{} {mv}", playing.id));
                    sent.push((g, mv.clone()));
                    cursors[g] += 1;
                    any = true;
                }
            }
            if !any {
                break;
            }
        }
        pending.push(sent);
    }

    // Process 0 is killed after its first ten acknowledgements, with the rest under way.
    let victim = 0;
    let mut acknowledged = vec![vec![0usize; 3]; 4];
    for _ in 0..10 {
        let (g, mv) = pending[victim].remove(0);
        let id = games[victim][g].id;
        let answer = answer_to(&mut processes[victim], id).expect("an answer before the kill");
        assert_eq!(answer, Answer::Played, "{mv}");
        acknowledged[victim][g] += 1;
    }
    processes[victim].kill();
    // What it printed before dying counts as acknowledged too.
    while let Ok(line) = processes[victim].lines.try_recv() {
        for (g, playing) in games[victim].iter().enumerate() {
            if line.starts_with(&format!("dama> #{} ", playing.id)) {
                acknowledged[victim][g] += 1;
            }
        }
    }

    // The other three go on: every one of their moves is acknowledged.
    for p in 1..4 {
        for (g, mv) in std::mem::take(&mut pending[p]) {
            let id = games[p][g].id;
            let answer = answer_to(&mut processes[p], id).expect("an answer");
            assert_eq!(answer, Answer::Played, "process {p}, game {id}, {mv}");
            acknowledged[p][g] += 1;
        }
    }
    for (p, list) in games.iter_mut().enumerate() {
        for (g, playing) in list.iter_mut().enumerate() {
            let stored = check_whole(&store, playing, acknowledged[p][g]).await;
            if p != victim {
                assert_eq!(stored, playing.game.moves.len());
                let row = store.game(playing.id).await.unwrap().unwrap();
                assert_eq!(row.status, GameStatus::Finished);
            }
            playing.next = stored;
        }
    }
    // The victim's games go on in another process, from where the database has them.
    let mut heir = Dama::start(&db.url);
    for playing in &mut games[victim] {
        while let Some((line, mv)) = playing.next_move() {
            heir.send(&line);
            let answer = answer_to(&mut heir, playing.id).expect("an answer");
            assert_eq!(answer, Answer::Played, "game {}, {mv}", playing.id);
            playing.next += 1;
        }
        let row = store.game(playing.id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
    }
    store.close().await;
}

/// What one process's driver saw while the server went away and came back.
#[derive(Debug, Default)]
struct Seen {
    played: usize,
    /// Commands answered "cannot reach its database", with how long the answer took.
    unreachable: Vec<Duration>,
    /// Moves refused on a retry because the first attempt had applied after all.
    applied_unseen: usize,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_for_five_seconds_under_load() {
    let test = "store_processes::postgres_stopped_for_five_seconds_under_load";
    let Some(db) = TestDb::postgres_alone(test, &[("fsync", "off")]).await else {
        return;
    };
    let store = db.store().await;
    let mut processes: Vec<Dama> = (0..4).map(|_| Dama::start(&db.url)).collect();
    let mut games: Vec<Vec<Playing>> = processes
        .iter_mut()
        .enumerate()
        .map(|(p, dama)| start_games(dama, p, 3))
        .collect();
    // Four games with a clock whose deadline will pass while the server is down.
    let mut clocked = Vec::new();
    for (p, dama) in processes.iter_mut().enumerate() {
        dama.send(&format!("cw{p}: !challenge @cb{p} english white days=1"));
        let offer = dama.reply(|l| l.contains("(game #")).unwrap();
        let id = game_number(&offer).expect("a game number");
        dama.send(&format!("cb{p}: !accept #{id}"));
        dama.reply(|l| l.contains("starts")).unwrap();
        // Each side moves once: a time-out before that would abort the game (issue 14).
        dama.send(&format!("cb{p}: !move #{id} 12-16"));
        dama.reply(|l| l.contains("12-16")).unwrap();
        dama.send(&format!("cw{p}: !move #{id} 21-17"));
        dama.reply(|l| l.contains("21-17")).unwrap();
        clocked.push(id);
    }
    let pool = store.postgres_pool().expect("a PostgreSQL store");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    // Two seconds of load come first, then the outage: the deadline falls in its middle.
    // (Warned already: only the time-outs are watched here.)
    sqlx::query("UPDATE games SET deadline_at = $1, warned = TRUE WHERE id = ANY($2)")
        .bind(now + 5)
        .bind(&clocked)
        .execute(pool)
        .await
        .unwrap();
    // Each process's scheduler looks again (a changed setting wakes it) and plans its next
    // look for the new deadlines, which fall in the outage.
    for (p, dama) in processes.iter_mut().enumerate() {
        dama.send(&format!("admin: !settings reminders {}", 30 + p));
        dama.reply(|l| l.contains("Saved"))
            .expect("the setting is saved");
    }

    // The load: each process plays its games move by move, a move every 50 ms, retrying a
    // move answered "cannot reach its database" until it is played.
    let stop = Arc::new(AtomicBool::new(false));
    let drivers: Vec<_> = processes
        .into_iter()
        .zip(std::mem::take(&mut games))
        .map(|(mut dama, mut list)| {
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                let mut seen = Seen::default();
                'play: while !stop.load(Ordering::Relaxed) {
                    let mut any = false;
                    for playing in &mut list {
                        let Some((line, mv)) = playing.next_move() else {
                            continue;
                        };
                        any = true;
                        let mut retried = false;
                        loop {
                            let asked = Instant::now();
                            dama.send(&line);
                            match answer_to(&mut dama, playing.id) {
                                Some(Answer::Played) => {
                                    seen.played += 1;
                                    break;
                                }
                                Some(Answer::Unreachable) => {
                                    seen.unreachable.push(asked.elapsed());
                                    retried = true;
                                    std::thread::sleep(Duration::from_millis(200));
                                }
                                Some(Answer::Refused(why)) if retried => {
                                    // The commit went through as the server went down; the
                                    // answer did not.
                                    assert!(
                                        why.contains("not your turn") || why.contains("is over"),
                                        "{mv}: {why}"
                                    );
                                    seen.applied_unseen += 1;
                                    break;
                                }
                                Some(Answer::Refused(why)) => panic!("{mv} refused: {why}"),
                                None => break 'play,
                            }
                        }
                        playing.next += 1;
                        std::thread::sleep(Duration::from_millis(50));
                    }
                    if !any {
                        break;
                    }
                }
                (dama, list, seen)
            })
        })
        .collect();

    // Two seconds of load, five without the server, then the server again.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let server = db.server().expect("a server of this test's own");
    server.stop().expect("the server stops");
    tokio::time::sleep(Duration::from_secs(5)).await;
    server.start_again().expect("the server starts again");
    // The schedulers catch up within their backoff (1 s, doubling): wait for the time-outs.
    let caught_up = Instant::now() + Duration::from_secs(30);
    loop {
        let mut finished = 0;
        for &id in &clocked {
            if let Ok(Some(row)) = store.game(id).await {
                finished += usize::from(row.status == GameStatus::Finished);
            }
        }
        if finished == clocked.len() || Instant::now() > caught_up {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    // A moment of load after it, and the announcements printed.
    tokio::time::sleep(Duration::from_secs(1)).await;
    stop.store(true, Ordering::Relaxed);

    let mut unreachable = Vec::new();
    let mut played_after = 0;
    let mut applied_unseen = 0;
    let mut announced: HashMap<i64, usize> = HashMap::new();
    let mut processes = Vec::new();
    for driver in drivers {
        let (dama, list, seen) = driver.join().expect("the driver ends");
        unreachable.extend(seen.unreachable);
        played_after += seen.played;
        applied_unseen += seen.applied_unseen;
        let store = &store;
        for playing in &list {
            check_whole(store, playing, playing.next).await;
        }
        for line in dama.said() {
            for &id in &clocked {
                if line.contains(&format!("Game #{id} is over")) && line.contains("ran out of time")
                {
                    *announced.entry(id).or_default() += 1;
                }
            }
        }
        processes.push(dama);
    }
    eprintln!(
        "moves played {played_after}; answered 'cannot reach its database' {} times, in at \
         most {:?}; applied although unanswered {applied_unseen}; time-outs announced \
         {announced:?}",
        unreachable.len(),
        unreachable.iter().max()
    );
    assert!(
        !unreachable.is_empty(),
        "commands during the outage are answered 'cannot reach its database'"
    );
    assert!(
        unreachable
            .iter()
            .all(|took| *took < Duration::from_secs(5)),
        "and promptly: {unreachable:?}"
    );
    assert!(played_after > 0);
    // The processes reconnected by themselves: each plays again after the outage.
    for dama in &mut processes {
        dama.send("admin: !settings reminders 24");
        let saved = dama.reply(|l| l.contains("Saved") || l.contains("cannot reach"));
        assert!(
            saved.is_some_and(|l| l.contains("Saved")),
            "the process serves again"
        );
    }
    // Each time-out that fell due in the outage: committed once, announced once.
    for &id in &clocked {
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished, "game {id} timed out");
        assert_eq!(row.end_reason.as_deref(), Some("time"));
        assert_eq!(
            announced.get(&id),
            Some(&1),
            "game {id} announced once: {announced:?}"
        );
    }
    store.close().await;
}
