//! The flood bench (issue 37): the bot under a flood, through the fake Telegram and Discord
//! servers with their documented rate limits (429 with `retry_after` past them).
//!
//! One person sends `FLOOD_PER_SECOND` (50) commands a second for `FLOOD_SECONDS` (60) in one
//! channel, while `FLOOD_CHANNELS` (100) other channels each play a game at a move every
//! `FLOOD_EVERY_MS` (2000). Each platform is run twice, without the flood and with it, and
//! the bench reports, per platform and run: the p50 and p99 time from a move to the first
//! board that shows it (the move's own board, or a newer one that replaced it), the replies
//! the flooder got (its budget's answers, then one notice a window), the 429s the fakes
//! answered, errors (a move refused or failed), and lost or doubled moves (the store's plies
//! against the moves sent).
//!
//! `cargo bench -p bot --bench flood`; `FLOOD_PLATFORMS` (`telegram,discord`) picks the
//! platforms, `FLOOD_IMAGES=0` sends boards without their PNG, `FLOOD_REPEAT` (1) runs each
//! pair that many times (alternating without and with the flood) and reports the medians;
//! `FLOOD_SLOWEST=N` prints the N slowest moves of each run (channel, when, how long).

#[path = "../../tests/support/telegram_fake/mod.rs"]
mod telegram_fake;

#[path = "../../tests/support/discord_fake/mod.rs"]
mod discord_fake;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use bot::adapters::{discord, telegram};
use bot::limits::Limits;
use bot::service::{Service, ServiceOptions};
use bot::store::Store;
use rules::{Game, Variant};
use serde_json::json;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

struct Setup {
    channels: usize,
    every: Duration,
    seconds: u64,
    flood_per_second: u64,
    images: bool,
}

/// One run's figures.
#[derive(Debug, Default)]
struct Figures {
    moves: usize,
    p50: Duration,
    p99: Duration,
    unseen: usize,
    flooder_replies: usize,
    flooder_notices: usize,
    refused_429: usize,
    errors: usize,
    lost: usize,
    doubled: usize,
}

/// What a platform's fake shows of a run.
struct Board {
    channel: usize,
    at: Instant,
    text: String,
}

trait Platform {
    fn name(&self) -> &'static str;
    /// `player` (0 white, 1 black) of channel `channel` (`usize::MAX`: the flood channel)
    /// types `text`, mentioning the other player when `mention`.
    fn say(&self, channel: usize, player: usize, text: &str, mention: bool);
    /// Every message the bot sent so far, by channel, in order.
    fn sent(&self) -> Vec<Board>;
    fn refused_429(&self) -> usize;
    fn channel_key(&self, channel: usize) -> String;
    /// The platform's id of a channel's person (0 or 1).
    fn person_id(&self, channel: usize, player: usize) -> String;
}

struct Telegram(telegram_fake::FakeTelegram);

const FLOOD: usize = usize::MAX;

fn person(channel: usize, player: usize) -> telegram_fake::Person {
    let id = if channel == FLOOD {
        9_999_999
    } else {
        1_000_000 + channel as i64 * 2 + player as i64
    };
    let name: &'static str = Box::leak(format!("p{id}").into_boxed_str());
    telegram_fake::Person {
        id,
        first_name: name,
        username: Some(name),
    }
}

fn tg_chat(channel: usize) -> i64 {
    if channel == FLOOD {
        -1_999_999
    } else {
        -1_000_000 - channel as i64
    }
}

impl Platform for Telegram {
    fn name(&self) -> &'static str {
        "telegram"
    }
    fn say(&self, channel: usize, player: usize, text: &str, mention: bool) {
        let chat = json!({"id": tg_chat(channel), "type": "supergroup", "title": "bench"});
        let text = if mention {
            format!("{text} @{}", person(channel, 1 - player).first_name)
        } else {
            text.to_string()
        };
        self.0.push(telegram_fake::message(
            &chat,
            &person(channel, player),
            &text,
        ));
    }
    fn sent(&self) -> Vec<Board> {
        let chats: HashMap<String, usize> = (0..1000)
            .map(|c| (tg_chat(c).to_string(), c))
            .chain([(tg_chat(FLOOD).to_string(), FLOOD)])
            .collect();
        self.0
            .sent()
            .into_iter()
            .filter_map(|call| {
                let channel = *chats.get(&call.param("chat_id")?)?;
                Some(Board {
                    channel,
                    at: call.at,
                    text: call.text(),
                })
            })
            .collect()
    }
    fn refused_429(&self) -> usize {
        self.0.rate_limited()
    }
    fn channel_key(&self, channel: usize) -> String {
        tg_chat(channel).to_string()
    }
    fn person_id(&self, channel: usize, player: usize) -> String {
        person(channel, player).id.to_string()
    }
}

struct Discord(discord_fake::FakeDiscord);

fn dc_channel(channel: usize) -> u64 {
    if channel == FLOOD {
        880_000_000_000_009_999
    } else {
        880_000_000_000_000_000 + channel as u64
    }
}

fn dc_guild(channel: usize) -> u64 {
    dc_channel(channel) - 100_000_000_000_000
}

fn dc_person(channel: usize, player: usize) -> discord_fake::Person {
    let id = if channel == FLOOD {
        770_000_000_009_999_999
    } else {
        770_000_000_000_000_000 + channel as u64 * 2 + player as u64
    };
    let name: &'static str = Box::leak(format!("p{id}").into_boxed_str());
    discord_fake::Person::new(id, name)
}

impl Platform for Discord {
    fn name(&self) -> &'static str {
        "discord"
    }
    fn say(&self, channel: usize, player: usize, text: &str, mention: bool) {
        let other = dc_person(channel, 1 - player);
        let mentions: Vec<&discord_fake::Person> = if mention { vec![&other] } else { vec![] };
        let text = if mention {
            format!("{text} <@{}>", other.id)
        } else {
            text.to_string()
        };
        let mut message = self.0.typed_message(
            dc_channel(channel),
            &dc_person(channel, player),
            &text,
            &mentions,
        );
        message["guild_id"] = json!(dc_guild(channel).to_string());
        self.0.dispatch("MESSAGE_CREATE", message);
    }
    fn sent(&self) -> Vec<Board> {
        let channels: HashMap<String, usize> = (0..1000)
            .map(|c| (format!("/channels/{}/messages", dc_channel(c)), c))
            .chain([(format!("/channels/{}/messages", dc_channel(FLOOD)), FLOOD)])
            .collect();
        self.0
            .requests()
            .into_iter()
            .filter(|r| r.method == "POST" && r.status == 200)
            .filter_map(|r| {
                let channel = *channels.get(&r.path)?;
                Some(Board {
                    channel,
                    at: r.at,
                    text: r.text(),
                })
            })
            .collect()
    }
    fn refused_429(&self) -> usize {
        let (route, global) = self.0.rate_limited();
        route + global
    }
    fn channel_key(&self, channel: usize) -> String {
        dc_channel(channel).to_string()
    }
    fn person_id(&self, channel: usize, player: usize) -> String {
        dc_person(channel, player).id.to_string()
    }
}

/// The moves of channel `channel`'s game, as they will be typed, with the side that plays
/// each: a legal move picked by the channel and the ply, so that games differ.
fn script(variant: Variant, channel: usize, plies: usize) -> Vec<(String, rules::Color)> {
    let mut game = Game::new(variant);
    let mut moves = Vec::new();
    for ply in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(channel + ply) % legal.len()];
        moves.push((game.position().move_text(&mv), game.position().turn()));
        if game.play(&mv).is_err() {
            break;
        }
    }
    moves
}

/// The open games of each channel.
async fn open_games(platform: &dyn Platform, service: &Service, n: usize) -> usize {
    let mut open = 0;
    for c in 0..n {
        let key = platform.channel_key(c);
        open += service
            .store()
            .open_games(platform.name(), &key)
            .await
            .map(|g| g.len())
            .unwrap_or(0);
    }
    open
}

async fn run(platform: &dyn Platform, service: &Service, setup: &Setup, flood: bool) -> Figures {
    let n = setup.channels;
    // Everyone speaks once (Telegram names a person by @handle only once seen), then each
    // channel's white challenges black, who accepts.
    for c in 0..n {
        platform.say(c, 1, "hello", false);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    for c in 0..n {
        platform.say(c, 0, "!challenge", true);
    }
    let platform_name = platform.name();
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut all_challenged = false;
    while Instant::now() < deadline && !all_challenged {
        tokio::time::sleep(Duration::from_millis(500)).await;
        all_challenged = open_games(platform, service, n).await >= n;
    }
    assert!(all_challenged, "every channel's challenge was made");
    for c in 0..n {
        platform.say(c, 1, "!accept", false);
    }
    // The accepted games' first boards, paced by the platform.
    tokio::time::sleep(Duration::from_secs(12)).await;
    let mut games = Vec::new();
    for c in 0..n {
        let rows = service
            .store()
            .open_games(platform_name, &platform.channel_key(c))
            .await
            .unwrap();
        let row = rows.last().expect("a game").clone();
        games.push(row);
    }
    let variant: Variant = games[0].variant.parse().expect("a variant");
    let plies = (setup.seconds * 1000 / setup.every.as_millis() as u64) as usize + 1;
    let scripts: Vec<Vec<(String, rules::Color)>> =
        (0..n).map(|c| script(variant, c, plies)).collect();
    // Which of a channel's two people plays each side.
    let white_is_first: Vec<bool> = games
        .iter()
        .enumerate()
        .map(|(c, row)| row.white_id == platform.person_id(c, 0))
        .collect();
    let mark = platform.sent().len();
    let started = Instant::now();
    let mut pushed: Vec<Vec<Instant>> = vec![Vec::new(); n];
    let flooding = async {
        if !flood {
            return;
        }
        let period = Duration::from_secs_f64(1.0 / setup.flood_per_second as f64);
        let mut next = tokio::time::Instant::now();
        while started.elapsed() < Duration::from_secs(setup.seconds) {
            platform.say(FLOOD, 0, "!moves", false);
            next += period;
            tokio::time::sleep_until(next).await;
        }
    };
    let playing = async {
        // Channel c moves at offsets c/n of the period, so that moves come evenly.
        let mut tick = 0u64;
        loop {
            let at = setup.every.mul_f64(tick as f64 / n as f64);
            if at >= Duration::from_secs(setup.seconds) {
                break;
            }
            tokio::time::sleep_until(tokio::time::Instant::from_std(started + at)).await;
            let c = (tick % n as u64) as usize;
            let k = pushed[c].len();
            if let Some((text, color)) = scripts[c].get(k) {
                let white = *color == rules::Color::White;
                let player = usize::from(white != white_is_first[c]);
                platform.say(c, player, &format!("!move {text}"), false);
                pushed[c].push(Instant::now());
            }
            tick += 1;
        }
    };
    tokio::join!(flooding, playing);
    // Let the last boards go out.
    tokio::time::sleep(Duration::from_secs(8)).await;
    let sent: Vec<Board> = platform.sent().into_iter().skip(mark).collect();
    let mut figures = Figures {
        refused_429: platform.refused_429(),
        ..Figures::default()
    };
    let mut latencies = Vec::new();
    let mut slowest = Vec::new();
    let mut by_channel: HashMap<usize, Vec<&Board>> = HashMap::new();
    for board in &sent {
        by_channel.entry(board.channel).or_default().push(board);
    }
    for c in 0..n {
        let boards = by_channel.get(&c).cloned().unwrap_or_default();
        for (k, at) in pushed[c].iter().enumerate() {
            figures.moves += 1;
            // The first board after the move that shows it or a later move.
            let shown = boards.iter().find(|b| {
                b.at >= *at
                    && scripts[c][k..pushed[c].len()]
                        .iter()
                        .any(|(text, _)| b.text.contains(text.as_str()))
            });
            match shown {
                Some(board) => {
                    latencies.push(board.at - *at);
                    slowest.push((board.at - *at, c, *at - started));
                }
                None => figures.unseen += 1,
            }
        }
        figures.errors += boards
            .iter()
            .filter(|b| b.text.contains("not your turn") || b.text.contains("went wrong"))
            .count();
        let row = service.store().game(games[c].id).await.unwrap().unwrap();
        let stored = row.plies as usize;
        let expected = pushed[c].len();
        figures.lost += expected.saturating_sub(stored);
        figures.doubled += stored.saturating_sub(expected);
    }
    latencies.sort();
    slowest.sort_by(|a, b| b.cmp(a));
    for (latency, c, after) in slowest.iter().take(env("FLOOD_SLOWEST", 0) as usize) {
        eprintln!(
            "slow: channel {c:3} move at {:6.1} s waited {:5.0} ms",
            after.as_secs_f64(),
            latency.as_secs_f64() * 1000.0
        );
    }
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    };
    figures.p50 = at(0.50);
    figures.p99 = at(0.99);
    let flooder: Vec<&&Board> = by_channel
        .get(&FLOOD)
        .map(|b| b.iter().collect())
        .unwrap_or_default();
    figures.flooder_replies = flooder.len();
    figures.flooder_notices = flooder
        .iter()
        .filter(|b| b.text.contains("too fast"))
        .count();
    figures
}

async fn start_telegram(
    dir: &tempfile::TempDir,
    images: bool,
) -> (Telegram, Service, impl FnOnce()) {
    let fake = telegram_fake::FakeTelegram::start().await;
    fake.limit_rates(telegram_fake::RateLimits::default());
    let service = service(dir, images).await;
    let mut config = telegram::TelegramConfig::new(telegram_fake::TOKEN);
    config.api_url = fake.url.clone();
    config.poll_timeout = Duration::from_secs(1);
    config.limits = Limits::default();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(telegram::run_until(service.clone(), config, async {
        let _ = stopped.await;
    }));
    tokio::time::sleep(Duration::from_secs(2)).await;
    let stop = move || {
        let _ = stop.send(());
        drop(task);
    };
    (Telegram(fake), service, stop)
}

async fn start_discord(
    dir: &tempfile::TempDir,
    images: bool,
    channels: usize,
) -> (Discord, Service, discord::Running) {
    let fake = discord_fake::FakeDiscord::start().await;
    for c in (0..channels).chain([FLOOD]) {
        fake.add_guild(dc_guild(c), dc_channel(c));
    }
    fake.limit_rates();
    let service = service(dir, images).await;
    let mut config = discord::DiscordConfig::new("bench-token");
    config.api_url = Some(fake.base.clone());
    config.limits = Limits::default();
    let running = discord::start(service.clone(), config)
        .await
        .expect("Discord starts");
    fake.wait_ready().await;
    (Discord(fake), service, running)
}

async fn service(dir: &tempfile::TempDir, images: bool) -> Service {
    let url = format!("sqlite://{}", dir.path().join("dama.db").display());
    Service::new(
        Store::connect(&url).await.expect("the store"),
        ServiceOptions {
            bot_name: telegram_fake::BOT_USERNAME.into(),
            images,
            ..ServiceOptions::default()
        },
    )
}

fn report(platform: &str, flood: bool, f: &Figures) {
    println!(
        "{platform:8} {:13} moves {:5}  move→board p50 {:6.0} ms  p99 {:6.0} ms  unseen {:3}  flooder got {:3} replies ({} notices)  429s {:3}  errors {}  lost {}  doubled {}",
        if flood { "with flood" } else { "without flood" },
        f.moves,
        f.p50.as_secs_f64() * 1000.0,
        f.p99.as_secs_f64() * 1000.0,
        f.unseen,
        f.flooder_replies,
        f.flooder_notices,
        f.refused_429,
        f.errors,
        f.lost,
        f.doubled,
    );
}

fn main() {
    // RUST_LOG (e.g. `serenity=info,bot=info`) shows the bot's and serenity's logs.
    if std::env::var_os("RUST_LOG").is_some() {
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_writer(std::io::stderr)
            .init();
    }
    let setup = Setup {
        channels: env("FLOOD_CHANNELS", 100) as usize,
        every: Duration::from_millis(env("FLOOD_EVERY_MS", 2000)),
        seconds: env("FLOOD_SECONDS", 60),
        flood_per_second: env("FLOOD_PER_SECOND", 50),
        images: env("FLOOD_IMAGES", 1) != 0,
    };
    let platforms = std::env::var("FLOOD_PLATFORMS").unwrap_or_else(|_| "telegram,discord".into());
    let repeat = env("FLOOD_REPEAT", 1).max(1) as usize;
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(async {
        for platform in platforms.split(',') {
            let platform = platform.trim();
            // Runs without and with the flood alternate, so that a slow spell of the machine
            // weighs on both.
            let mut without = Vec::new();
            let mut with = Vec::new();
            for _ in 0..repeat {
                for flood in [false, true] {
                    let f = run_once(platform, &setup, flood).await;
                    report(platform, flood, &f);
                    if flood {
                        with.push(f);
                    } else {
                        without.push(f);
                    }
                }
            }
            let ratios: Vec<f64> = without
                .iter()
                .zip(&with)
                .map(|(a, b)| b.p99.as_secs_f64() / a.p99.as_secs_f64().max(1e-9))
                .collect();
            let ratios: Vec<String> = ratios.iter().map(|r| format!("{r:.2}")).collect();
            println!(
                "{platform:8} p99 with the flood / without, run by run: {}",
                ratios.join(" ")
            );
            if repeat > 1 {
                let (a, b) = (medians(&without), medians(&with));
                println!(
                    "{platform:8} medians of {repeat}: without flood p50 {:.0} ms p99 {:.0} ms; with flood p50 {:.0} ms p99 {:.0} ms; p99 ratio of the medians {:.2}",
                    a.0, a.1, b.0, b.1, b.1 / a.1.max(1e-9)
                );
            }
        }
    });
}

/// The medians of the runs' p50 and p99, in milliseconds.
fn medians(runs: &[Figures]) -> (f64, f64) {
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let n = v.len();
        if n % 2 == 1 {
            v[n / 2]
        } else {
            (v[n / 2 - 1] + v[n / 2]) / 2.0
        }
    };
    (
        median(runs.iter().map(|f| f.p50.as_secs_f64() * 1000.0).collect()),
        median(runs.iter().map(|f| f.p99.as_secs_f64() * 1000.0).collect()),
    )
}

/// One run on `platform`, on a fresh fake and a fresh store.
async fn run_once(platform: &str, setup: &Setup, flood: bool) -> Figures {
    let dir = tempfile::tempdir().expect("a folder");
    match platform {
        "telegram" => {
            let (fake, service, stop) = start_telegram(&dir, setup.images).await;
            let f = run(&fake, &service, setup, flood).await;
            stop();
            f
        }
        "discord" => {
            let (fake, service, running) = start_discord(&dir, setup.images, setup.channels).await;
            let f = run(&fake, &service, setup, flood).await;
            let log = fake.0.gateway_log();
            let ops = |op: u64| log.iter().filter(|p| p["op"] == op).count();
            println!(
                "discord gateway: {} connections, {} IDENTIFY, {} RESUME",
                fake.0.connections(),
                ops(2),
                ops(6)
            );
            running.shutdown().await;
            f
        }
        other => panic!("FLOOD_PLATFORMS: unknown platform {other}"),
    }
}
