//! What the bot says, as typed messages: each [`Say`] is one message with its facts as named
//! fields, and [`super::render`] turns it into text spans in a language. Handlers only ever
//! build these; nothing else writes user text.
//!
//! The types here hold plain facts (people, numbers, moves as written, rules' typed
//! refusals), never store rows or service state, so that the renderer depends on nothing
//! above it.

use rules::{Color, DrawCounters, Explanation, GameError, Outcome, Refusal, Variant};

use crate::command::{Answered, CommandSpec, ParseError, RulesTopic};
use crate::message::User;

/// One message of the bot.
#[derive(Debug, Clone)]
pub enum Say {
    /// A person's data: `!mydata`, `!forget` (see `operating.rs`).
    Ops(super::operating::OpsSay),
    // ----- play -----
    /// An accepted move, for the board's caption.
    Moved(MoveReport),
    /// `!board`'s caption.
    Board(BoardInfo),
    /// `!moves`: the legal moves of the player to move (from one square).
    LegalMoves {
        game: i64,
        to_move: User,
        color: Color,
        moves: Vec<String>,
        square: Option<String>,
    },
    /// A game just ended (resignation, agreement).
    GameEnded {
        game: i64,
        outcome: Outcome,
        white: User,
        black: User,
    },
    /// How a rated game's end moved both ratings.
    RatingChange(RatingChange),
    /// A soffio huff was made.
    Huffed {
        game: i64,
        author: User,
        square: String,
        outcome: Option<Outcome>,
        to_move: User,
    },
    /// Italian: the 40-move count was asked for.
    CountStarted {
        game: i64,
        author: User,
        color: Color,
    },

    // ----- refusals of play -----
    /// A `!move` the rules refuse, with the legal moves when there are few.
    Refused {
        game: i64,
        text: String,
        refusal: Refusal,
        legal: Vec<String>,
    },
    /// The game refuses an action (huff, count, resignation…).
    GameError(GameError),
    NotYourTurn {
        game: i64,
        to_move: User,
        color: Color,
    },
    NotAPlayer {
        game: i64,
        white: User,
        black: User,
    },
    NotStarted {
        game: i64,
    },
    GameOver {
        game: i64,
        outcome: Option<Outcome>,
    },
    BadSquare {
        text: String,
        variant: Variant,
    },

    // ----- !why -----
    /// `!why <move>` of a legal move; `for_other`: the side to move, when not the asker.
    ExplainLegal {
        explanation: Explanation,
        for_other: Option<Color>,
    },
    /// `!why <move>` of a refused move.
    ExplainRefusal {
        game: i64,
        text: String,
        refusal: Refusal,
        legal: Vec<String>,
        for_other: Option<Color>,
    },
    /// `!why` about the asker's last refused move.
    WhyRefused {
        text: String,
        move_number: i64,
        refusal: Refusal,
        legal: Vec<String>,
    },
    /// `!why` about the asker's last move, refused as out of turn.
    WhyNotYourTurn {
        text: String,
        move_number: i64,
        to_move: User,
        color: Color,
    },
    /// `!why` with nothing refused: the last move and why it was allowed.
    ExplainLastMove {
        mover: User,
        explanation: Explanation,
    },
    /// The last move ignored a capture under the soffio rule.
    ExplainSoffioMove {
        mover: User,
        text: String,
        refusal: Refusal,
    },
    NothingToExplain {
        game: i64,
    },

    // ----- challenges -----
    ChallengeOffer(ChallengeInfo),
    GameStarts {
        game: i64,
        variant: Variant,
        giveaway: bool,
        white: User,
        black: User,
        to_move: User,
        color: Color,
        soffio: bool,
        days_per_move: Option<i64>,
        /// A time bank as typed (`30+1/45`), instead of days per move.
        bank: Option<String>,
        /// A live clock as typed (`5+3`), instead of either.
        live: Option<String>,
        /// Whether ratings count the result.
        rated: bool,
    },
    ChallengeDeclined {
        game: i64,
        decliner: User,
        challenger: User,
    },
    ChallengeCancelled {
        game: i64,
        author: User,
        other: User,
    },
    ChallengeClosed {
        game: i64,
    },
    OwnChallenge {
        game: i64,
        challenged: User,
    },
    OnlyChallengedAnswers {
        game: i64,
        challenged: User,
    },
    OnlyChallengerCancels {
        game: i64,
        challenger: User,
    },
    AlreadyOpen {
        game: i64,
        opponent: User,
        challenge: bool,
    },
    ChallengeYourself,
    UnknownPerson {
        typed: String,
    },
    SoffioNotAllowed {
        variant: Variant,
    },
    /// The label of the button that accepts a challenge or an offer.
    AcceptButton,
    /// The label of the button that declines it.
    DeclineButton,

    // ----- which game -----
    NoSuchGame {
        game: i64,
    },
    NoGameHere,
    NotYourTurnAnywhere {
        games: Vec<GameChoice>,
    },
    /// Several games fit: which one, with an example of naming it.
    WhichGame {
        games: Vec<GameChoice>,
        example: &'static str,
    },
    NothingToAnswer,
    NothingToCancel,

    // ----- offers -----
    UndoRequested {
        game: i64,
        author: User,
        opponent: User,
        taken: Vec<String>,
    },
    Undone {
        game: i64,
        taken: Vec<String>,
        to_move: User,
        color: Color,
        move_number: usize,
    },
    NothingToUndo {
        game: i64,
    },
    DrawOffered {
        game: i64,
        author: User,
        opponent: User,
    },
    OfferDeclined {
        game: i64,
        kind: Answered,
        decliner: User,
        offerer: User,
        to_move: User,
    },
    OfferWithdrawn {
        game: i64,
        kind: Answered,
        author: User,
        opponent: User,
    },
    OwnOffer {
        game: i64,
        opponent: User,
    },
    AnswerFirst {
        game: i64,
        kind: Answered,
        opponent: User,
    },

    // ----- lists and records -----
    Games(Vec<GameLine>),
    Pdn {
        game: i64,
        pdn: String,
    },
    /// The PDN went as a file of its own.
    PdnAttached {
        game: i64,
    },
    /// The caption of the PDN sent as a file.
    PdnCaption {
        game: i64,
    },
    Stats {
        who: User,
        results: Vec<ResultLine>,
        ratings: Vec<RatingLine>,
    },
    Leaderboard {
        variant: Variant,
        giveaway: bool,
        /// The live clock's pool (issue 33).
        live: bool,
        rows: Vec<LeaderLine>,
    },
    ReplayCaption {
        game: i64,
        variant: Variant,
        giveaway: bool,
        white: User,
        black: User,
        plies: usize,
        outcome: Option<Outcome>,
    },
    ChartCaption {
        game: i64,
        white: User,
        black: User,
    },
    /// The title drawn on the chart itself.
    ChartTitle {
        game: i64,
        white: User,
        black: User,
    },
    NothingPlayed {
        game: i64,
    },

    // ----- the bot as a player -----
    /// The line under a new game against the bot: its level, unrated, take-backs.
    BotGame {
        game: i64,
        bot: User,
        level: u8,
        takebacks: bool,
    },
    /// `level=` out of 1..=10.
    LevelOutOfRange {
        level: i64,
    },
    /// `level=` in a challenge of a person.
    LevelOnlyAgainstBot,
    /// Soffio asked of the bot, which does not play it.
    BotNoSoffio {
        bot: User,
    },
    /// Giveaway asked of the bot, whose engine plays to win by the ordinary rules.
    BotNoGiveaway {
        bot: User,
    },
    /// The bot grants the take-back (levels 1 to 3); the board follows.
    BotGrantsTakeback {
        game: i64,
        bot: User,
        level: u8,
    },
    /// The bot refuses a take-back above level 3.
    BotDeclinesTakeback {
        game: i64,
        bot: User,
        level: u8,
    },
    /// The bot's answer to a draw offer.
    BotAnswersDraw {
        game: i64,
        bot: User,
        accepted: bool,
    },
    /// `!hint` in a game between people: fair play.
    HintOnlyAgainstBot {
        game: i64,
    },
    /// The engine's move for the player to move, and the line it expects.
    Hint {
        game: i64,
        text: String,
        line: Vec<String>,
        eval: Eval,
    },
    /// The engine weighs moves by the ordinary rules: a giveaway game is not analysed.
    AnalysisOfGiveaway {
        game: i64,
    },
    /// `!analyse` of a game still played between people: fair play.
    AnalysisOfLiveGame {
        game: i64,
    },
    /// A second `!analyse` of a game while one runs.
    AnalysisUnderWay {
        game: i64,
    },
    /// How far an analysis has come.
    AnalysisProgress {
        game: i64,
        done: usize,
        total: usize,
    },
    /// The analysis finished: the last state of its progress message.
    AnalysisDone {
        game: i64,
        total: usize,
        seconds: f64,
    },
    Analysis(AnalysisReport),
    /// The title drawn on the evaluation chart.
    EvaluationChartTitle {
        game: i64,
        white: User,
        black: User,
    },
    /// `!stats`: the results against the bot, by level.
    BotRecord {
        lines: Vec<BotResultLine>,
    },

    // ----- the clock -----
    ClockWarning {
        game: i64,
        to_move: User,
        opponent: User,
        clock: ClockInfo,
    },
    TimedOut {
        game: i64,
        outcome: Outcome,
        white: User,
        black: User,
        days_per_move: i64,
        /// A time bank as typed, instead of days per move.
        bank: Option<String>,
        /// A live clock as typed, instead of either.
        live: Option<String>,
    },
    Reminder(Reminder),
    /// `!away`: the author's vacation runs `for_secs` from now; every clock of theirs stops.
    AwayStarted {
        for_secs: i64,
        /// Vacation left this year after this one, in seconds.
        left: i64,
    },
    /// `!away` while away: the vacation now ends `for_secs` from now.
    AwayExtended {
        for_secs: i64,
        left: i64,
    },
    /// A vacation ended (`!away off`, a move, or the days ran out): days taken this year.
    AwayEnded {
        user: User,
        used_days: i64,
    },
    /// Told once in each game's channel as a player's vacation starts.
    OpponentAway {
        game: i64,
        away: User,
        opponent: User,
        for_secs: i64,
    },
    /// The games where it is a player's move: their daily digest, or the one summary when
    /// their quiet hours end.
    Digest(Digest),
    /// `!away off` by someone not away.
    NotAway,
    /// `!away` where the channel allows no vacations (`vacation_days` 0).
    VacationsOff,
    /// `!away` with this year's vacation days all taken.
    NoVacationLeft {
        days: i64,
    },
    /// `!away` with a length it does not take.
    BadAway {
        value: String,
    },

    // ----- help -----
    HelpOverview {
        variant: Variant,
    },
    HelpCommand {
        command: &'static CommandSpec,
        variant: Variant,
    },
    HelpUnknown {
        name: String,
    },
    Variants,
    /// `dama` where a variant was asked for (`!settings variant dama`).
    AmbiguousVariant {
        word: String,
    },
    Rules {
        variant: Variant,
        topic: Option<RulesTopic>,
    },
    ParseError(ParseError),

    // ----- settings -----
    Settings(Settings),
    /// The settings, after a change.
    SettingsSaved(Settings),
    Prefs(Prefs),
    AdminsOnly,
    /// A value a setting or a preference does not take.
    BadSetting {
        key: String,
        value: String,
    },
    /// A language the player's own preference does not take.
    BadLanguagePref {
        value: String,
    },

    // ----- the bot itself -----
    InternalError,
    /// The database is out of reach (a server restarting): nothing was changed.
    DatabaseUnreachable,
    /// An interaction with nothing else to say.
    Done,
    /// A Discord slash command the bot does not have (registered by an older version).
    UnknownSlashCommand {
        name: String,
    },
    /// A button whose command was forgotten by a restart.
    ButtonExpired,
    /// Where a game with its own thread is played; `place` is the platform's link to it.
    PlayedIn {
        game: i64,
        place: String,
    },
    /// The name of a game's thread.
    ThreadName {
        game: i64,
    },
    /// The console's greeting on a terminal.
    ConsoleGreeting,
    /// What the symbols of a text board mean.
    BoardLegend,
    /// Games played where the bot is no member (issue 34).
    Private(super::private::PrivateSay),
    /// Where the console saved a file of a reply: a picture, or another file.
    Saved {
        image: bool,
        path: String,
    },
    /// Puzzles (issue 35), in their own file.
    Puzzle(super::puzzle::PuzzleSay),

    // ----- a busy community (issue 14) -----
    /// A game ended before each side had moved: aborted, rated for no one.
    GameAborted {
        game: i64,
        /// How it ended (resignation, time, agreement).
        outcome: Outcome,
        white: User,
        black: User,
    },
    /// A challenge nobody answered in the channel's `challenge_days`.
    ChallengeLapsed {
        game: i64,
        challenger: User,
        challenged: User,
        days: i64,
    },
    /// `!games all`: a page of the channel's finished games.
    FinishedGames {
        lines: Vec<FinishedLine>,
        page: i64,
        pages: i64,
        total: i64,
    },
    NoSuchPage {
        page: i64,
        pages: i64,
    },
    /// `!pdn @bob` / `!pdn all`: the caption of the file.
    PdnCollection {
        player: Option<User>,
        count: usize,
    },
    NoGamesToExport {
        player: Option<User>,
    },
    /// `!watch`: the author now gets the game's moves privately.
    Watching {
        game: i64,
        already: bool,
    },
    Unwatched {
        game: i64,
    },
    NotWatching {
        game: Option<i64>,
    },
    /// A player asked to watch their own game.
    WatchOwnGame {
        game: i64,
    },
    /// What a spectator's private message starts with.
    WatchedNews {
        game: i64,
        white: User,
        black: User,
    },
    /// The platform refused a private message: said in the channel instead.
    DirectRefused {
        user: User,
    },

    /// The limits against floods (`flood.ftl`).
    Flood(super::flood::FloodSay),

    // ----- tournaments -----
    TournamentCreated {
        id: i64,
        variant: Variant,
        days: i64,
        rounds: Option<i64>,
    },
    /// The channel has a tournament open or running already.
    TournamentExists {
        id: i64,
    },
    NoTournament,
    TournamentJoined {
        id: i64,
        player: User,
        players: usize,
        already: bool,
    },
    /// The tournament takes no more players (started or over).
    TournamentClosed {
        id: i64,
    },
    /// Left: before the start (the entry goes), or during it (the remaining games are lost).
    TournamentLeft {
        id: i64,
        player: User,
        forfeits: bool,
    },
    NotInTournament {
        id: i64,
    },
    TournamentTooSmall {
        id: i64,
        players: usize,
    },
    /// Another change got in first (a player joined as it started): try again.
    TournamentChanged {
        id: i64,
    },
    TournamentStarted {
        id: i64,
        swiss: bool,
        rounds: i64,
        players: usize,
    },
    /// A round's pairings, its games started by the bot.
    RoundStarted {
        id: i64,
        round: i64,
        rounds: i64,
        pairings: Vec<PairingLine>,
    },
    /// The standings (after a result, on request, or final).
    Standings(StandingsInfo),
    /// The title drawn on the standings image.
    StandingsTitle {
        id: i64,
        round: i64,
        rounds: i64,
    },
    TournamentOver {
        id: i64,
        winner: User,
    },

    // ----- moving by tapping (issue 33) -----
    Tap(super::tap::TapSay),
}

/// What a move did, for its caption.
#[derive(Debug, Clone)]
pub struct MoveReport {
    pub game: i64,
    pub variant: Variant,
    pub mover: User,
    pub mover_color: Color,
    /// The full route.
    pub text: String,
    /// The pieces taken, in the order jumped: their squares, and whether each was a king.
    pub took: Vec<(String, bool)>,
    pub crowned: bool,
    pub to_move: User,
    pub to_move_color: Color,
    pub move_number: usize,
    pub outcome: Option<Outcome>,
    pub white: User,
    pub black: User,
    /// Soffio: the captures that were due, and the squares the opponent may huff.
    pub huff: Option<(Vec<String>, Vec<String>)>,
    /// The draw counts after the move.
    pub counters: DrawCounters,
    /// A live clock after the move (the player to move's time starts now).
    pub clock: Option<ClockInfo>,
}

/// A new challenge.
#[derive(Debug, Clone)]
pub struct ChallengeInfo {
    pub game: i64,
    pub challenger: User,
    pub challenger_color: Color,
    pub opponent: User,
    pub variant: Variant,
    pub soffio: bool,
    pub giveaway: bool,
    pub days: Option<u32>,
    /// A time bank instead of days per move.
    pub bank: Option<crate::timing::TimeBank>,
    /// A live clock instead of either.
    pub live: Option<crate::timing::LiveClock>,
    /// Whether ratings count the result.
    pub rated: bool,
}

/// What a board's caption says.
#[derive(Debug, Clone)]
pub struct BoardInfo {
    pub game: i64,
    pub variant: Variant,
    pub giveaway: bool,
    pub white: User,
    pub black: User,
    pub to_move: User,
    pub to_move_color: Color,
    pub move_number: usize,
    pub last_move: Option<(Color, String)>,
    pub outcome: Option<Outcome>,
    pub counters: DrawCounters,
    /// The correspondence clock, while the game is under way.
    pub clock: Option<ClockInfo>,
}

/// One line of `!games`.
#[derive(Debug, Clone)]
pub struct GameLine {
    pub id: i64,
    pub variant: Option<Variant>,
    pub giveaway: bool,
    pub white: User,
    pub black: User,
    pub challenge: bool,
    pub to_move: Option<(User, Color)>,
    pub move_number: i64,
    pub idle_seconds: i64,
    pub clock: Option<ClockInfo>,
    /// A challenge: seconds until it lapses.
    pub lapses_in: Option<i64>,
}

/// One pairing of a round: White, Black (`None`: a bye), its game, and its result if known.
#[derive(Debug, Clone)]
pub struct PairingLine {
    pub white: User,
    pub black: Option<User>,
    pub game: Option<i64>,
    /// `white`, `black`, `draw`, `white-forfeit`, `black-forfeit`, `double-forfeit`, `bye`.
    pub result: Option<String>,
}

/// A tournament's standings.
#[derive(Debug, Clone)]
pub struct StandingsInfo {
    pub id: i64,
    pub variant: Variant,
    /// `false`: open, taking players (the lines are its entrants).
    pub started: bool,
    pub swiss: bool,
    pub round: i64,
    pub rounds: i64,
    pub finished: bool,
    /// The result that moved the standings, when they follow one.
    pub after: Option<PairingLine>,
    pub lines: Vec<StandingLine>,
}

/// One line of the standings.
#[derive(Debug, Clone)]
pub struct StandingLine {
    pub rank: usize,
    pub player: User,
    pub points: f64,
    pub played: usize,
    pub tie_break: f64,
    pub left: bool,
}

/// One line of `!games all`.
#[derive(Debug, Clone)]
pub struct FinishedLine {
    pub id: i64,
    pub variant: Option<Variant>,
    pub white: User,
    pub black: User,
    pub outcome: Option<Outcome>,
    pub aborted: bool,
    pub rated: bool,
    pub plies: i64,
    pub finished_at: i64,
}

/// One game in a "which game?" question.
#[derive(Debug, Clone)]
pub struct GameChoice {
    pub id: i64,
    /// The author's opponent, when the author plays in it.
    pub opponent: Option<User>,
    pub white: User,
    pub black: User,
    pub variant: Option<Variant>,
    pub to_move: Option<User>,
}

/// A game's correspondence clock as a caption shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockInfo {
    pub days_per_move: i64,
    /// Seconds the player to move has left (never below zero).
    pub left: i64,
    /// A time bank instead of days per move: each side's bank.
    pub bank: Option<BankClock>,
    /// A live clock instead of either: each side's time.
    pub live: Option<LiveClockInfo>,
}

/// A game's live clock as a caption shows it: the time control and what each side has, in
/// milliseconds (the player to move's as it stands now).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LiveClockInfo {
    pub rule: crate::timing::LiveClock,
    pub white: i64,
    pub black: i64,
}

/// A game's time banks as a caption shows them: the rule as typed (`30+1/45`) and the time
/// each side has (the player to move's is [`ClockInfo::left`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BankClock {
    pub rule: crate::timing::TimeBank,
    pub white: i64,
    pub black: i64,
}

/// What a reminder says about the game it is for.
#[derive(Debug, Clone)]
pub struct Reminder {
    pub game: i64,
    pub variant: Variant,
    pub to_move: User,
    pub opponent: User,
    /// Seconds since the turn began.
    pub waiting: i64,
    pub clock: Option<ClockInfo>,
}

/// A player's daily digest or end-of-quiet-hours summary.
#[derive(Debug, Clone)]
pub struct Digest {
    pub to: User,
    pub kind: DigestKind,
    /// Every game where it is their move, oldest first.
    pub games: Vec<DigestLine>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigestKind {
    /// `!prefs digest daily 09:00`.
    Daily,
    /// `!prefs quiet 22-08`: the night is over.
    QuietOver,
}

/// One game of a digest.
#[derive(Debug, Clone)]
pub struct DigestLine {
    pub game: i64,
    pub variant: Variant,
    pub opponent: User,
    /// Seconds since their turn began.
    pub waiting: i64,
    /// The game's clock; `None`: no clock.
    pub clock: Option<ClockInfo>,
}

/// How a rated game moved both players' ratings.
#[derive(Debug, Clone)]
pub struct RatingChange {
    pub variant: Variant,
    pub giveaway: bool,
    /// A game on a live clock: its ratings are the live pool's.
    pub live: bool,
    pub white: User,
    pub black: User,
    /// Ratings before and after: White's, then Black's.
    pub white_before: f64,
    pub white_after: f64,
    pub black_before: f64,
    pub black_after: f64,
}

/// One variant's results of a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultLine {
    /// The variant's name as stored.
    pub variant: String,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// One variant's rating of a person.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingLine {
    pub variant: String,
    pub rating: f64,
    pub deviation: f64,
}

/// One line of a leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderLine {
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

/// A channel's settings as `!settings` shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The language code.
    pub language: String,
    pub variant: Variant,
    /// `mover`, `white` or `black`.
    pub orientation: &'static str,
    /// 0: off.
    pub reminder_hours: i64,
    pub threads: bool,
    /// Vacation days per player and year; 0: off.
    pub vacation_days: i64,
    /// Days a challenge waits for its answer.
    pub challenge_days: i64,
}

/// A person's own preferences as `!prefs` shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prefs {
    /// The language code; `None`: the channel's.
    pub language: Option<String>,
    pub flip: bool,
    /// Hours between reminders; `None`: the channel's, 0: off.
    pub reminder_hours: Option<i64>,
    /// IANA name; `None`: UTC.
    pub time_zone: Option<String>,
    /// Vacation days taken this calendar year, and the channel's allowance.
    pub vacation_used_days: i64,
    pub vacation_days: i64,
    /// Seconds of the vacation under way still to run.
    pub away_for: Option<i64>,
    /// Quiet hours in their time zone, as `22-08`.
    pub quiet_hours: Option<String>,
    /// The daily digest's local time, as `09:00`.
    pub digest_at: Option<String>,
}

/// An evaluation for people: an advantage in men, or a forced win, from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    /// Centi-men: positive when White is better.
    Men(i32),
    /// A forced win found, in `moves` moves of the winner.
    Win { winner: Color, moves: u32 },
    /// The endgame databases decide a win for `winner`, with best play under the variant's
    /// rules and draw counts.
    DatabaseWin { winner: Color },
    /// The endgame databases decide a draw.
    DatabaseDraw,
}

/// What `!analyse` found.
#[derive(Debug, Clone)]
pub struct AnalysisReport {
    pub game: i64,
    pub variant: Variant,
    pub white: User,
    pub black: User,
    pub outcome: Option<Outcome>,
    /// The game ended before each side had moved: no result counts.
    pub aborted: bool,
    /// White's, then Black's.
    pub sides: Vec<SideSummary>,
    /// The costliest mistakes of each side, in the order played.
    pub mistakes: Vec<MistakeLine>,
    /// Every move, with the evaluation after it.
    pub moves: Vec<MoveEval>,
}

/// How one side played.
#[derive(Debug, Clone)]
pub struct SideSummary {
    pub color: Color,
    pub player: User,
    pub moves: usize,
    /// What a move cost on average, in centi-men.
    pub average_loss: i32,
    pub mistakes: usize,
    /// Mistakes that changed the verdict (a win thrown away, a draw lost).
    pub decisive: usize,
}

/// One mistake, the better move and the lines that show why.
#[derive(Debug, Clone)]
pub struct MistakeLine {
    pub move_number: usize,
    pub color: Color,
    pub played: String,
    pub better: String,
    /// The better move's line, starting with it.
    pub better_line: Vec<String>,
    /// The opponent's best answer to the move played, and what follows.
    pub refutation: Vec<String>,
    /// Centi-men lost by the move.
    pub cost: i32,
    pub decisive: bool,
    pub before: Eval,
    pub after: Eval,
}

/// One move of an analysed game.
#[derive(Debug, Clone)]
pub struct MoveEval {
    pub move_number: usize,
    pub color: Color,
    pub text: String,
    /// The evaluation after the move.
    pub eval: Eval,
    /// Whether it is one of the mistakes.
    pub mistake: bool,
}

/// A person's results against the bot at one level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotResultLine {
    pub level: u8,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}
