//! The game lifecycle, independent of any chat platform.
//!
//! [`Service::handle`] takes one [`Incoming`] message and answers [`Reply`]s: it parses the
//! command, checks it with the `rules` crate, commits the change to the [`Store`] in one
//! version-guarded transaction, and renders the board. All state is in the store; the only
//! memory kept here is a cache of rebuilt games, keyed by the version they were read at.

mod analysis;
mod answer;
mod away;
mod backend;
mod background;
mod board;
mod buttons;
mod cache;
mod challenge;
mod change;
mod clock;
mod computer;
mod context;
mod drawing;
mod due;
mod hours;
mod info;
mod lapse;
mod load;
mod media;
mod offers;
mod people;
mod personal;
mod pick;
mod play;
mod pool;
mod private;
mod puzzles;
mod shared;
mod show;
mod spectators;
pub mod tap;
mod tournament;

use std::sync::Arc;

use futures::FutureExt;
use tokio::sync::broadcast;

use crate::clock::SharedClock;
use crate::command::{self, Command};
use crate::i18n::Say;
use crate::message::{Channel, Incoming, Outbound, Reply, User, Via};
use crate::store::{self, Store, StoreError};

pub use backend::Backend;
pub use board::render_board;
pub use computer::{CONSOLE_NAME, DEFAULT_LEVEL, EngineOptions};
pub use due::{Due, DueTimes, MAX_REMINDERS, due};
pub(crate) use hours::{next_digest, quiet_at, said_at};
pub use load::{outcome_code, outcome_from_code, verify as verify_game};
pub use private::HELP_START;
pub use puzzles::{FinderOptions, FinderTask};

use analysis::Analyses;
use answer::Answer;
use background::Background;
use cache::GameCache;
use computer::Computer;
use context::{Ctx, LooksFor};
use people::People;
use pool::EnginePool;

/// How the service behaves; `Default` suits production.
#[derive(Debug, Clone)]
pub struct ServiceOptions {
    /// The bot's @name without `@`, so that `/move@name` is recognised.
    pub bot_name: String,
    /// Attach a board PNG to move replies. Load tests of the store switch it off.
    pub images: bool,
    /// Board image size in pixels; `None`: render's default for the board.
    pub image_size: Option<u32>,
    /// How many bytes of rebuilt games to keep in memory (0 keeps none). The default holds
    /// the 10,000 twelve-move games of the load bench (they took under 16 MiB: the same
    /// peak memory with a budget of 16 or 48 MiB, 21 MiB less with none, and a fifth fewer
    /// moves per second), with room for longer games, and bounds what they take.
    pub cache_bytes: usize,
    /// What time it is: deadlines, reminders and every stored time come from it (the system
    /// clock; tests pass a [`crate::clock::ManualClock`]).
    pub clock: SharedClock,
    /// How the bot's engine searches (its moves, hints, draw answers, analyses).
    pub engine: EngineOptions,
    /// How the puzzle finder looks for shots in finished games.
    pub puzzles: FinderOptions,
}

impl Default for ServiceOptions {
    fn default() -> ServiceOptions {
        ServiceOptions {
            bot_name: crate::config::DEFAULT_BOT_NAME.into(),
            images: true,
            image_size: None,
            cache_bytes: 24 << 20,
            clock: crate::clock::system(),
            engine: EngineOptions::default(),
            puzzles: FinderOptions::default(),
        }
    }
}

/// What went wrong inside the service. The player sees a short apology; the log the cause.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("game #{0} kept changing under {1} attempts")]
    Contended(i64, usize),
    #[error("rendering the board failed: {0}")]
    Render(String),
    #[error("the engine's search failed: {0}")]
    Engine(String),
}

/// What a handler answers: typed, put into words by [`Service::handle`].
type Answers = Result<Vec<Answer>, ServiceError>;

/// The bot's brain. Cheap to clone; share one between adapters.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    options: ServiceOptions,
    outbound: broadcast::Sender<Outbound>,
    cache: GameCache,
    /// Who the @handles adapters pass are.
    people: People,
    /// Board rendering is CPU work: on one thread per core, so that a burst of moves queues
    /// instead of spawning a thread and an image buffer per move.
    drawing: drawing::DrawingThreads,
    /// Draws the boards, keeping the parts of each layout for the next image.
    renderer: Arc<render::Renderer>,
    /// Wakes the background scheduler before its next planned look.
    wake: Arc<tokio::sync::Notify>,
    /// The engine's searches, off the async threads, one per core at a time.
    pool: EnginePool,
    /// The service's own work after a command was answered: the bot's moves, analyses.
    background: Background,
    /// The bot as a player.
    computer: Computer,
    /// The analyses under way.
    analyses: Analyses,
    /// Games where the bot is no member: the key of open challenges, start boards.
    private: private::PrivateState,
}

/// How often a change is recomputed when other messages keep changing the game first.
const MAX_ATTEMPTS: usize = 16;

impl Service {
    /// The service over `store`, which takes its times from the service's clock from now on.
    pub fn new(store: Store, options: ServiceOptions) -> Service {
        let store = store.with_clock(options.clock.clone());
        let (outbound, _) = broadcast::channel(256);
        let cache = GameCache::new(options.cache_bytes);
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let pool = EnginePool::with_budget(options.engine.threads, options.engine.per_person);
        Service {
            inner: Arc::new(Inner {
                store,
                options,
                outbound,
                cache,
                people: People::default(),
                drawing: drawing::DrawingThreads::new(cores),
                renderer: Arc::new(render::Renderer::new()),
                wake: Arc::new(tokio::sync::Notify::new()),
                pool,
                background: Background::default(),
                computer: Computer::default(),
                analyses: Analyses::default(),
                private: private::PrivateState::default(),
            }),
        }
    }

    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    pub fn options(&self) -> &ServiceOptions {
        &self.inner.options
    }

    /// The current time by the service's clock, Unix seconds.
    pub fn now(&self) -> i64 {
        self.inner.options.clock.now()
    }

    /// The current time by the service's clock, Unix milliseconds (live clocks).
    pub fn now_ms(&self) -> i64 {
        self.inner.options.clock.now_ms()
    }

    /// Messages the bot sends on its own (reminders, warnings, time-outs from
    /// [`crate::scheduler`]), for the adapters. Subscribing wakes the scheduler, which waits
    /// for its adapters before its first look.
    pub fn outbound(&self) -> broadcast::Receiver<Outbound> {
        let receiver = self.inner.outbound.subscribe();
        self.wake_scheduler();
        self.resume_bot_games();
        receiver
    }

    /// How many receivers of [`Service::outbound`] there are now.
    pub(crate) fn listeners(&self) -> usize {
        self.inner.outbound.receiver_count()
    }

    /// Answers one message. Text that is not a command answers nothing; every command
    /// answers something, and a failure inside answers an apology and changes nothing.
    pub async fn handle(&self, incoming: Incoming) -> Vec<Reply> {
        self.handle_guarded(incoming, None).await
    }

    /// [`Service::handle`] for a move pressed on the keys of game `game`: played only in the
    /// position `mark` names (see [`tap`]).
    pub(crate) async fn handle_in_position(
        &self,
        incoming: Incoming,
        target: crate::keys::Target,
        mark: tap::Mark,
    ) -> Vec<Reply> {
        self.handle_guarded(incoming, Some((target, mark))).await
    }

    async fn handle_guarded(
        &self,
        incoming: Incoming,
        position_guard: Option<(crate::keys::Target, tap::Mark)>,
    ) -> Vec<Reply> {
        // A button may name the position it was made for (`!move #12@14 23x14`).
        let (incoming, position) = match incoming.via {
            Via::Button => {
                let (text, position) = private::split_position(&incoming.text);
                (Incoming { text, ..incoming }, position)
            }
            _ => (incoming, None),
        };
        let parsed = command::parse(&incoming.text, &self.inner.options.bot_name);
        let mut parsed = match parsed {
            Ok(None) => return Vec::new(),
            Ok(Some(command)) => Ok(command),
            Err(e) => Err(e),
        };
        // Pressed once the game had moved on: the board as it is now, nothing played.
        let stale = match position {
            Some((game, plies)) => self.moved_on(game, plies).await,
            None => None,
        };
        if let Some(game) = stale {
            parsed = Ok(Command::Board { game: Some(game) });
        }
        let first = parsed.as_ref().map_or(LooksFor::Nothing, pick::looks_for);
        let mut ctx = Ctx::new(self, &incoming, first).await;
        ctx.position_guard = position_guard;
        if ctx.stand_in_waits {
            // The games taken over change hands: those read with the message are stale.
            ctx.forget_read_first();
            if let Err(error) = self.store().claim_handle(&incoming.author).await {
                tracing::warn!(%error, "could not take over games held under an @handle");
            }
        }
        let word = match &parsed {
            Ok(command) => command.name(),
            Err(_) => "(invalid)",
        };
        crate::metrics::command(word);
        tracing::info!(
            platform = %incoming.channel.platform,
            channel = %incoming.channel.id,
            command = word,
            "command"
        );
        let run = async {
            match parsed {
                // On the heap: the handlers' futures together outgrow a test thread's stack
                // in a debug build.
                Ok(command) => Box::pin(self.run(&ctx, command)).await,
                Err(error) => Ok(vec![Answer::refuse(Say::ParseError(error))]),
            }
        };
        // A bug must cost one answer, never the adapter's task: nothing is committed before
        // the end of a handler, so an unwinding handler leaves the store as it was.
        let mut answers = match std::panic::AssertUnwindSafe(run).catch_unwind().await {
            Ok(Ok(answers)) => answers,
            Ok(Err(ServiceError::Store(error @ StoreError::Unavailable(_)))) => {
                tracing::warn!(command = word, %error, "command failed: database unreachable");
                vec![Answer::refuse(Say::DatabaseUnreachable)]
            }
            Ok(Err(error)) => {
                tracing::error!(command = word, %error, "command failed");
                crate::metrics::error("command");
                vec![Answer::refuse(Say::InternalError)]
            }
            Err(_) => {
                tracing::error!(command = word, "command panicked");
                crate::metrics::error("command");
                vec![Answer::refuse(Say::InternalError)]
            }
        };
        if let (Some(game), Some(first)) = (stale, answers.first_mut()) {
            *first = first
                .clone()
                .first(Say::Private(crate::i18n::PrivateSay::Stale { game }));
        }
        let mut news = Vec::new();
        for answer in &answers {
            let Some(game) = answer.news() else { continue };
            news.push(game);
            // A tournament game that ended moves its tournament on (standings, next round).
            // Only an end can: every other move is spared the look (the scheduler's rounds
            // catch up on anything missed).
            if answer.ended().is_some()
                && let Ok(Some(tournament)) = self.store().tournament_of_game(game).await
            {
                match self.tournament_progress(tournament).await {
                    Ok(outs) => {
                        for out in outs {
                            self.announce(out);
                        }
                    }
                    Err(error) => tracing::warn!(tournament, %error, "tournament not moved on"),
                }
            }
            if ctx.watched {
                self.tell_watchers_of(&incoming.channel, game, answer.clone())
                    .await;
            }
        }
        let mut replies: Vec<Reply> = answers
            .into_iter()
            .inspect(|answer| {
                if answer.is_refusal() {
                    crate::metrics::refusal();
                }
            })
            .map(|answer| answer.render(ctx.lang, incoming.via))
            .collect();
        // Whatever this command answered, withdrew or ended takes its buttons along; a new
        // board with keys takes them off the game's older boards.
        let mut retire = Vec::new();
        if ctx.buttons {
            retire = self.ended_prompts_in(&incoming.channel).await;
            for keys in replies.iter().filter_map(|r| r.keyboard.as_ref()) {
                if let crate::keys::Target::Game(game) = keys.target {
                    retire.extend(self.older_boards(game).await);
                }
            }
        }
        if let Some(first) = replies.first_mut() {
            first.retire = retire;
        }
        for reply in &mut replies {
            self.fill_handles_of_answer(&ctx, reply).await;
        }
        // Whoever is named and in their quiet hours is named without a notification.
        self.hush_answer(&ctx, &mut replies).await;
        if incoming.channel.is_private_place() {
            self.private_buttons(&ctx, &mut replies).await;
        }
        // A private game changed from elsewhere (the bot's private chat): its message anew.
        if incoming.in_private_chat() {
            self.refresh_cards_of(&incoming.channel, &news).await;
        }
        replies
    }

    /// Whether game `game` has moved on from `plies` moves (a button made for then).
    async fn moved_on(&self, game: i64, plies: i64) -> Option<i64> {
        match self.store().game(game).await {
            Ok(Some(row)) => {
                (row.status == store::GameStatus::Active && row.plies != plies).then_some(game)
            }
            Ok(None) => None,
            Err(error) => {
                tracing::warn!(game, %error, "a button's position unknown");
                None
            }
        }
    }

    async fn run(&self, ctx: &Ctx<'_>, command: Command) -> Answers {
        // Each command's future is boxed: unboxed, a debug build's poll of this match holds
        // every arm's future on the stack at once (850 KB), enough to overflow a worker's
        // 2 MiB under an adapter's own futures.
        match command {
            Command::Help { topic } => Ok(self.help(ctx, topic.as_deref())),
            Command::Variants => Ok(self.variants()),
            Command::Rules { variant, topic } => Ok(self.rules(ctx, variant, topic)),
            Command::Challenge(args) => Box::pin(self.challenge(ctx, args)).await,
            Command::Accept { game, what } => Box::pin(self.answer(ctx, game, what, true)).await,
            Command::Decline { game, what } => Box::pin(self.answer(ctx, game, what, false)).await,
            Command::Cancel { game } => Box::pin(self.cancel(ctx, game)).await,
            Command::Move { game, text } => {
                Box::pin(self.back_from_away(ctx)).await?;
                // A move pressed on a puzzle's keys goes to that puzzle, in that position.
                if let Some((crate::keys::Target::Attempt(attempt), mark)) = ctx.position_guard {
                    return Box::pin(self.pressed_puzzle_move(ctx, attempt, mark, &text)).await;
                }
                if game.is_none()
                    && ctx.puzzles
                    && let Some(answers) = Box::pin(self.puzzle_move(ctx, &text)).await?
                {
                    return answers;
                }
                Box::pin(self.play_move(ctx, game, &text)).await
            }
            Command::Huff { game, square } => {
                Box::pin(self.back_from_away(ctx)).await?;
                Box::pin(self.huff(ctx, game, &square)).await
            }
            Command::Away { length } => Box::pin(self.away(ctx, length.as_deref())).await,
            Command::Board { game } => Box::pin(self.board(ctx, game)).await,
            Command::Moves { game, square } => {
                Box::pin(self.moves(ctx, game, square.as_deref())).await
            }
            Command::Why { game, text } => Box::pin(self.why(ctx, game, text.as_deref())).await,
            Command::Undo { game } => Box::pin(self.undo(ctx, game)).await,
            Command::Draw { game, count } => Box::pin(self.draw(ctx, game, count)).await,
            Command::Resign { game } => Box::pin(self.resign(ctx, game)).await,
            Command::Pdn { game, player, all } => {
                Box::pin(self.pdn(ctx, game, player.as_deref(), all)).await
            }
            Command::Games { all, page } => Box::pin(self.games(ctx, all, page)).await,
            Command::Stats { player } => Box::pin(self.stats(ctx, player.as_deref())).await,
            Command::Settings { key, value } => {
                Box::pin(self.settings(ctx, key.as_deref(), value.as_deref())).await
            }
            Command::Prefs { key, value } => {
                Box::pin(self.prefs(ctx, key.as_deref(), value.as_deref())).await
            }
            Command::Watch { game } => Box::pin(self.watch(ctx, game)).await,
            Command::Unwatch { game } => Box::pin(self.unwatch(ctx, game)).await,
            Command::Tournament { action, args } => {
                Box::pin(self.tournament(ctx, action, args)).await
            }
            Command::Top {
                variant,
                giveaway: _,
                puzzles: true,
                ..
            } => Box::pin(self.top_puzzles(ctx, variant)).await,
            Command::Top {
                variant,
                giveaway,
                live,
                ..
            } => Box::pin(self.top(ctx, variant, giveaway, live)).await,
            Command::Puzzle {
                action,
                variant,
                puzzle,
            } => Box::pin(self.puzzle(ctx, action, variant, puzzle)).await,
            Command::Replay { game } => Box::pin(self.replay(ctx, game)).await,
            Command::Chart { game } => Box::pin(self.chart(ctx, game)).await,
            Command::Hint { game } => Box::pin(self.hint(ctx, game)).await,
            Command::Analyse { game } => Box::pin(self.analyse(ctx, game)).await,
            Command::MyData => Box::pin(self.my_data(ctx)).await,
            Command::Forget { person, confirm } => {
                Box::pin(self.forget(ctx, person.as_deref(), confirm.as_ref())).await
            }
        }
    }

    /// A player on vacation who moves is back: their clocks run again first, so that the
    /// move is made on a clock that counts from their return.
    async fn back_from_away(&self, ctx: &Ctx<'_>) -> Result<(), ServiceError> {
        if ctx.prefs.away_since.is_some() {
            // The clocks of the author's games move on: those read with the message are
            // stale.
            ctx.forget_read_first();
            self.end_away(ctx.author(), self.now()).await?;
        }
        Ok(())
    }

    /// Completes when the service has no work of its own under way: the bot thinking or
    /// posting its move, an analysis. A console script waits for it before its next line, as
    /// a person at the keyboard waits for the bot's answer.
    pub async fn settled(&self) {
        self.inner.background.idle().await;
    }

    /// Stops the service's own work (searches told to stop, nothing half committed) and
    /// waits until it has stopped: the process is stopping. What the bot had not yet played
    /// it plays after the restart.
    pub async fn stop_background(&self) {
        self.inner.background.abort_all();
        self.inner.background.idle().await;
    }

    /// The author's legal moves in their game to move in this channel (for Discord's
    /// autocomplete): empty when they have none.
    pub async fn legal_moves_for(&self, channel: &Channel, user: &User) -> Vec<String> {
        match self.game_to_move(channel, user).await {
            Ok(Some(loaded)) => load::legal_texts(&loaded, None),
            Ok(None) => Vec::new(),
            Err(error) => {
                tracing::warn!(%error, "legal moves for autocomplete");
                Vec::new()
            }
        }
    }
}
