// The ELK layout engine as a web worker: elkjs's worker build answers layout requests on `self.onmessage`.
import 'elkjs/lib/elk-worker.min.js';
